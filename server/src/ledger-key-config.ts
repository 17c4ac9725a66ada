// The key that signs coin statements and the monthly prize's inputs (docs/ledger.md), from
// LEDGER_SIGNING_KEY when an operator keeps it with the other secrets: an Ed25519 private key in
// PKCS#8 PEM, given inline or as the path of a file holding it. A malformed key stops start-up here
// rather than when the first statement is signed; unset, the portal makes one and keeps it in the
// database (services/coins/ledger-key.ts).
import fs from 'node:fs';
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { ConfigError } from './config-error';

const PEM_START = '-----BEGIN';

export function ledgerSigningKey(raw: string | undefined): KeyObject | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let pem = value;
  if (!value.startsWith(PEM_START)) {
    try {
      pem = fs.readFileSync(value, 'utf8');
    } catch (err) {
      throw new ConfigError(`LEDGER_SIGNING_KEY is neither a PEM key nor a readable file: ${(err as Error).message}`);
    }
  }
  // Only the unencrypted PKCS#8 form: an encrypted key would need a passphrase at every start.
  if (!pem.includes('-----BEGIN PRIVATE KEY-----')) throw new ConfigError('LEDGER_SIGNING_KEY must be an Ed25519 private key in PKCS#8 PEM ("-----BEGIN PRIVATE KEY-----")');
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: pem, format: 'pem' });
  } catch (err) {
    throw new ConfigError(`LEDGER_SIGNING_KEY cannot be read as a private key: ${(err as Error).message}`);
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new ConfigError(`LEDGER_SIGNING_KEY must be an Ed25519 key, got ${key.asymmetricKeyType ?? 'an unknown type'}`);
  return key;
}
