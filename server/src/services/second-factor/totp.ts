// TOTP (RFC 6238) through the maintained `otpauth` package: SHA1, 6 digits, 30 s steps, a code of the
// step before or after accepted (clocks drift). Every check takes the time as a value, so tests move
// the clock instead of waiting.
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

export const PERIOD_S = 30;
export const WINDOW_STEPS = 1;
const ISSUER = 'SRC';

const totpOf = (secret: string, label = '') => new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export const newSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app reads, and its QR code as an SVG data URL. */
export async function enrolmentOf(secret: string, account: string): Promise<{ otpauthUri: string; qrCode: string }> {
  const otpauthUri = totpOf(secret, account).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The 30 s step a right code belongs to, or null when it matches none of the steps in the window. */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: WINDOW_STEPS });
  return delta === null ? null : TOTP.counter({ period: PERIOD_S, timestamp: nowMs }) + delta;
}
