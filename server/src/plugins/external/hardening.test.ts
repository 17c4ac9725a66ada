// The per-address limits of new accounts: both windows count each account opened, an address
// past either is refused, other addresses are not, and an IPv6 client is one /64. The operations'
// limits scale with RATE_LIMIT_FACTOR.
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hardeningPlugin, RATE_LIMITS } from './hardening';

const app = Fastify({ logger: false });
beforeAll(async () => {
  await app.register(hardeningPlugin, { https: false, signups: { perHour: 3, perDay: 2 }, rateLimitFactor: 1 });
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
  await hourly.register(hardeningPlugin, { https: false, signups: { perHour: 1, perDay: 10 }, rateLimitFactor: 1 });
  await hourly.ready();
  expect([await hourly.signupGate('198.51.100.1'), await hourly.signupGate('198.51.100.1')]).toEqual([true, false]);
  await hourly.close();
});

it("multiplies each operation's per-minute limit by the factor, and refuses past it", async () => {
  const shared = Fastify({ logger: false });
  await shared.register(hardeningPlugin, { https: false, signups: { perHour: 1, perDay: 1 }, rateLimitFactor: 2 });
  shared.get('/code', { schema: { operationId: 'sendLoginCode' } as object }, () => 'ok');
  await shared.ready();
  const max = (RATE_LIMITS.sendLoginCode ?? 0) * 2;
  const statuses: number[] = [];
  for (let i = 0; i <= max; i++) statuses.push((await shared.inject({ url: '/code', remoteAddress: '203.0.113.5' })).statusCode);
  expect(statuses.filter((s) => s === 200)).toHaveLength(max);
  expect(statuses.at(-1)).toBe(429);
  const other = await shared.inject({ url: '/code', remoteAddress: '203.0.113.6' });
  expect([other.statusCode, other.headers['x-ratelimit-limit']]).toEqual([200, String(max)]);
  await shared.close();
});
