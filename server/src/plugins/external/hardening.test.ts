// The per-address limits of new accounts: both windows count each account opened, an address
// past either is refused, other addresses are not, and an IPv6 client is one /64.
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hardeningPlugin } from './hardening';

const app = Fastify({ logger: false });
beforeAll(async () => {
  await app.register(hardeningPlugin, { https: false, signups: { perHour: 3, perDay: 2 } });
  await app.ready();
});
afterAll(() => app.close());

it('refuses an address past the day window even within the hour one', async () => {
  expect([await app.signupGate('192.0.2.1'), await app.signupGate('192.0.2.1'), await app.signupGate('192.0.2.1')]).toEqual([true, true, false]);
  expect(await app.signupGate('192.0.2.2')).toBe(true);
});

it('counts an IPv6 client by its /64', async () => {
  expect(await app.signupGate('2001:db8:1:2::1')).toBe(true);
  expect(await app.signupGate('2001:db8:1:2:ffff::9')).toBe(true);
  expect(await app.signupGate('2001:db8:1:2:abcd::1')).toBe(false);
  expect(await app.signupGate('2001:db8:1:3::1')).toBe(true);
});

it('refuses past the hour window', async () => {
  const hourly = Fastify({ logger: false });
  await hourly.register(hardeningPlugin, { https: false, signups: { perHour: 1, perDay: 10 } });
  await hourly.ready();
  expect([await hourly.signupGate('198.51.100.1'), await hourly.signupGate('198.51.100.1')]).toEqual([true, false]);
  await hourly.close();
});
