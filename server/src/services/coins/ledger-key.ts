// The portal's statement key (Ed25519, node:crypto): made once, at the first start-up, and kept in
// the database so every server sharing it signs with the same key. Researchers keep the public key
// that came with their statements; a new key would show as a different one.
import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ledgerKeys } from '../../db/schema';

const KEY_ID = 1;
/** Per database (tests open many in one process). */
const cache = new WeakMap<Db, { publicKey: string; privateKey: KeyObject }>();

/** The key, made if there is none yet: the server calls it at start-up, so reading a statement writes nothing. */
export async function statementKey(db: Db) {
  const known = cache.get(db);
  if (known) return known;
  const made = generateKeyPairSync('ed25519', { publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  // Two servers making the first key at once: one row wins and both read it.
  await db.insert(ledgerKeys).values({ id: KEY_ID, publicKey: made.publicKey, privateKey: made.privateKey }).onConflictDoNothing();
  const [row] = await db.select().from(ledgerKeys).where(eq(ledgerKeys.id, KEY_ID));
  if (!row) throw new Error('the statement key could not be stored');
  const key = { publicKey: row.publicKey, privateKey: createPrivateKey(row.privateKey) };
  cache.set(db, key);
  return key;
}

/** The Ed25519 signature of `text`'s UTF-8 bytes (base64) and the public key that checks it. */
export async function signStatement(db: Db, text: string) {
  const key = await statementKey(db);
  return { algorithm: 'Ed25519' as const, publicKey: key.publicKey, value: sign(null, Buffer.from(text, 'utf8'), key.privateKey).toString('base64') };
}
