// /.well-known/security.txt (RFC 9116), written from the configuration and settings on each request.
// Expires rolls forward by itself to a year ahead of the current day (RFC 9116 §2.5.5 advises less
// than a year) but never past the expiry of the key that signs the file: a signature by an expired
// key is worth nothing, so then the file expires with the key and staff are warned 30 days before.
const DAY = 86_400_000;
export const EXPIRY_WARNING_DAYS = 30;

export interface SecurityTxtInput {
  publicUrl: string;
  contactEmail: string;
  /** The regulation (the disclosure policy) per language, absolute or site-relative addresses. */
  policies: string[];
  /** The signing key's public half, when the file is signed. */
  encryptionUrl: string | null;
  expires: Date;
}

export function securityTxtExpires(now: Date, keyExpiresAt: Date | null): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rolling = new Date(today + 365 * DAY);
  return keyExpiresAt && keyExpiresAt < rolling ? keyExpiresAt : rolling;
}

export const expiresSoon = (expires: Date, now: Date) => expires.getTime() - now.getTime() < EXPIRY_WARNING_DAYS * DAY;

const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? publicUrl + url : url);

/** The file's fields, one per line (LF, as RFC 9116 §3 allows). */
export function securityTxt(input: SecurityTxtInput): string {
  const base = input.publicUrl;
  const lines = [
    '# Security contact of this security response centre (RFC 9116).',
    `Contact: mailto:${input.contactEmail}`,
    `Contact: ${base}/v2/loophole/create`,
    `Expires: ${input.expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    ...(input.encryptionUrl ? [`Encryption: ${input.encryptionUrl}`] : []),
    `Acknowledgments: ${base}/v2/rank`,
    'Preferred-Languages: zh, en',
    `Canonical: ${base}/.well-known/security.txt`,
    ...[...new Set(input.policies)].map((url) => `Policy: ${absolute(base, url)}`),
    `CSAF: ${base}/.well-known/csaf/provider-metadata.json`,
  ];
  return `${lines.join('\n')}\n`;
}
