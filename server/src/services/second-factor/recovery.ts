// Recovery codes: 10 per account, each 10 characters of Crockford's base32 (50 bits) shown once as
// `xxxxx-xxxxx`; kept only as SHA-256 of a per-code salt and the code. The hyphen and the case are
// not part of the code, so a code typed either way matches.
import crypto from 'node:crypto';

export const RECOVERY_CODES = 10;
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]!).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The code as it is hashed: letters and digits only, lower case; null when it cannot be one. */
export function normaliseRecoveryCode(code: string): string | null {
  const bare = code.replace(/[-\s]/g, '').toLowerCase();
  return /^[0-9a-z]{10}$/.test(bare) ? bare : null;
}

export const recoveryHash = (salt: string, normalised: string): string => crypto.createHash('sha256').update(`${salt}\n${normalised}`).digest('hex');

export function hashRecoveryCode(code: string): { salt: string; codeHash: string } {
  const salt = crypto.randomBytes(16).toString('hex');
  return { salt, codeHash: recoveryHash(salt, normaliseRecoveryCode(code)!) };
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
