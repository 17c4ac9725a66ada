import { describe, expect, it } from 'vitest';
import { checkedAddress, webhookPolicy } from './address-check';
import { signature, verifySignature } from './signature';
import { retryDelay } from './worker';

describe('webhook endpoint addresses', () => {
  it('are public only unless the allow-list names the address or its range', () => {
    const strict = webhookPolicy([]);
    expect(strict('8.8.8.8')).toBe(true);
    for (const a of ['127.0.0.1', '10.1.2.3', '169.254.169.254', '::1', '::ffff:127.0.0.1', 'fd00:ec2::254']) expect(strict(a), a).toBe(false);
    const allowed = webhookPolicy(['127.0.0.1', '10.20.0.0/16']);
    expect(allowed('127.0.0.1')).toBe(true);
    expect(allowed('10.20.5.6')).toBe(true);
    expect(allowed('10.21.0.1')).toBe(false);
    expect(allowed('169.254.169.254')).toBe(false);
  });

  it('must all pass: one private answer among public ones refuses the name', async () => {
    const resolve = (host: string) => Promise.resolve(host === 'mixed.example' ? ['8.8.8.8', '10.0.0.1'] : ['8.8.4.4']);
    expect(await checkedAddress('https://mixed.example/h', webhookPolicy([]), resolve)).toEqual({ ok: false, problem: 'address' });
    expect(await checkedAddress('https://fine.example/h', webhookPolicy([]), resolve)).toMatchObject({ ok: true, address: '8.8.4.4' });
    expect(await checkedAddress('https://slow.example/h', webhookPolicy([]), () => new Promise(() => {}), 50)).toEqual({ ok: false, problem: 'unresolved' });
    expect(await checkedAddress('gopher://fine.example/h', webhookPolicy([]), resolve)).toEqual({ ok: false, problem: 'scheme' });
  });
});

describe('webhook signatures and retries', () => {
  it('verify only the same secret, body and timestamp, within five minutes', () => {
    const now = 1_800_000_000;
    const sig = signature('whsec_k', now, '{"a":1}');
    expect(sig).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifySignature('whsec_k', sig, String(now), '{"a":1}', now + 300)).toBe(true);
    expect(verifySignature('whsec_k', sig, String(now), '{"a":1}', now + 301)).toBe(false);
    expect(verifySignature('whsec_k', sig, String(now), '{"a":2}', now)).toBe(false);
    expect(verifySignature('whsec_j', sig, String(now), '{"a":1}', now)).toBe(false);
  });

  it('back off exponentially up to the cap', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 30_000, 7_200_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelay(20, 30_000, 7_200_000)).toBe(7_200_000);
  });
});
