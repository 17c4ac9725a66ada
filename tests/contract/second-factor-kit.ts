// What the second-factor tests share: a clock they move (the test app's `now`), codes computed with
// `otpauth` from the secret the API answers, and enrolment through the API.
import { expect } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { callOp, data, type Credentials, type TestApp } from './harness';

/** A clock the app reads instead of Date.now; tests move it (no sleeps). Starts on a 30 s step's first second. */
export class TestClock {
  ms = Date.parse('2026-03-02T08:00:00Z');
  readonly now = () => this.ms;
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** The authenticator's code for a secret at a time. */
export function codeAt(secret: string, ms: number): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });
}

/** A 6-digit code that is not the secret's code in the step before, at or after `ms`. */
export function wrongCodeAt(secret: string, ms: number): string {
  const near = new Set([-30_000, 0, 30_000].map((d) => codeAt(secret, ms + d)));
  let n = 0;
  while (near.has(String(n).padStart(6, '0'))) n++;
  return String(n).padStart(6, '0');
}

export interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/** Turns two-factor sign-in on for the caller: start, then confirm with the current code. */
export async function enrol(t: TestApp, who: Credentials, clock: TestClock): Promise<Enrolled> {
  const started = await callOp(t.app, 'startSecondFactor', who);
  expect(started.json.retcode, started.json.retmsg).toBe(0);
  const secret = data(started).secret as string;
  const confirmed = await callOp(t.app, 'confirmSecondFactor', { ...who, form: { code: codeAt(secret, clock.ms) } });
  expect(confirmed.json.retcode, confirmed.json.retmsg).toBe(0);
  // The confirming code's step is used: the next code must come from a later step.
  clock.advance(30_000);
  return { secret, recoveryCodes: data(confirmed).recoveryCodes as string[] };
}
