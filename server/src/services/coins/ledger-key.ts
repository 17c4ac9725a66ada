// The portal's statement key (Ed25519, node:crypto), which signs coin statements and the monthly
// prize's inputs: LEDGER_SIGNING_KEY when configured (ledger-key-config.ts), else one made at the
// first start-up and kept in the database so every server sharing it signs with the same key.
// Every key that has signed is listed with when it did (ledger_public_keys): a rotation leaves the
// older statements checkable against a key the portal still publishes.
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ledgerKeys, ledgerPublicKeys } from '../../db/schema';
import { formatDateTime } from '@common/contract-time';

const KEY_ID = 1;
export interface SigningKey {
  publicKey: string;
  privateKey: KeyObject;
  /** The configured key this was resolved from (undefined: the generated one). */
  configured: KeyObject | undefined;
}
/** Per database (tests open many in one process). */
const cache = new WeakMap<Db, SigningKey>();

async function generatedKey(db: Db) {
  const made = generateKeyPairSync('ed25519', { publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  // Two servers making the first key at once: one row wins and both read it.
  await db.insert(ledgerKeys).values({ id: KEY_ID, publicKey: made.publicKey, privateKey: made.privateKey }).onConflictDoNothing();
  const [row] = await db.select().from(ledgerKeys).where(eq(ledgerKeys.id, KEY_ID));
  if (!row) throw new Error('the statement key could not be stored');
  return { publicKey: row.publicKey, privateKey: createPrivateKey(row.privateKey) };
}

/** This key signs from `now`: any other key still listed as signing stops being so. */
async function recordInUse(db: Db, publicKey: string, source: 'generated' | 'configured', now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .insert(ledgerPublicKeys)
      .values({ publicKey, source, validFrom: now })
      .onConflictDoUpdate({ target: ledgerPublicKeys.publicKey, set: { validUntil: null } });
    await tx
      .update(ledgerPublicKeys)
      .set({ validUntil: now })
      .where(and(isNull(ledgerPublicKeys.validUntil), ne(ledgerPublicKeys.publicKey, publicKey)));
  });
}

/**
 * The signing key: `configured` (LEDGER_SIGNING_KEY) when given, else the stored one, made if there
 * is none yet. The server calls it at start-up, so reading a statement writes nothing.
 */
export async function statementKey(db: Db, configured?: KeyObject, now = new Date()): Promise<SigningKey> {
  const known = cache.get(db);
  if (known && known.configured === configured) return known;
  const key = configured ? { publicKey: createPublicKey(configured).export({ type: 'spki', format: 'pem' }).toString(), privateKey: configured } : await generatedKey(db);
  await recordInUse(db, key.publicKey, configured ? 'configured' : 'generated', now);
  const resolved = { ...key, configured };
  cache.set(db, resolved);
  return resolved;
}

/** The Ed25519 signature of `text`'s UTF-8 bytes (base64) and the public key that checks it. */
export function signWith(key: SigningKey, text: string) {
  return { algorithm: 'Ed25519' as const, publicKey: key.publicKey, value: sign(null, Buffer.from(text, 'utf8'), key.privateKey).toString('base64') };
}

export async function signStatement(db: Db, text: string, configured?: KeyObject) {
  return signWith(await statementKey(db, configured), text);
}

/** Every public key that has signed, oldest first, with when (UTC+8 contract times; `validUntil` null for the current one). */
export async function listPublicKeys(db: Db) {
  const rows = await db.select().from(ledgerPublicKeys).orderBy(asc(ledgerPublicKeys.validFrom), asc(ledgerPublicKeys.id));
  return rows.map((r) => ({
    algorithm: 'Ed25519' as const,
    publicKey: r.publicKey,
    source: r.source as 'generated' | 'configured',
    validFrom: formatDateTime(r.validFrom),
    validUntil: r.validUntil ? formatDateTime(r.validUntil) : null,
  }));
}
