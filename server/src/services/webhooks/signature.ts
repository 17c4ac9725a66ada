// How a delivery is signed (documented in the contract's webhooks and docs/api.md, "Webhooks"): HMAC-SHA256 with
// the endpoint's secret over "<timestamp>.<body>", the timestamp being the attempt's Unix seconds.
// Signing the timestamp with the body lets a receiver refuse replays older than its window.
import crypto from 'node:crypto';

/** How far from the receiver's clock a timestamp may be before it refuses the delivery. */
export const REPLAY_WINDOW_SECONDS = 5 * 60;

/** `whsec_` and 256 random bits in base64url. */
export function newSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64url')}`;
}

export function signature(secret: string, timestamp: number, body: string): string {
  return `v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The receiver's check (used by the tests, and docs/api.md's snippet says the same). */
export function verifySignature(secret: string, header: string, timestamp: string, body: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const ts = Number(timestamp);
  if (!Number.isInteger(ts) || Math.abs(nowSeconds - ts) > REPLAY_WINDOW_SECONDS) return false;
  const expected = Buffer.from(signature(secret, ts, body));
  const given = Buffer.from(header);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
