import { describe, expect, it } from 'vitest';
import { expiresSoon, securityTxt, securityTxtExpires } from './security-txt';

const DAY = 86_400_000;

describe('security.txt expiry', () => {
  it('rolls to a year after the current day, never more than a year ahead', () => {
    const now = new Date('2026-11-27T09:30:00Z');
    const expires = securityTxtExpires(now, null);
    expect(expires.toISOString()).toBe('2027-11-27T00:00:00.000Z');
    expect(expires.getTime() - now.getTime()).toBeLessThanOrEqual(365 * DAY);
    // Leap years too: still not more than a year.
    expect(securityTxtExpires(new Date('2027-03-01T23:59:59Z'), null).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('expires with the signing key when the key expires first, and warns 30 days before', () => {
    const now = new Date('2026-11-27T09:30:00Z');
    const key = new Date('2026-12-20T00:00:00Z');
    expect(securityTxtExpires(now, key)).toEqual(key);
    expect(securityTxtExpires(now, new Date('2030-01-01T00:00:00Z')).toISOString()).toBe('2027-11-27T00:00:00.000Z');
    expect(expiresSoon(key, now)).toBe(true);
    expect(expiresSoon(new Date(now.getTime() + 31 * DAY), now)).toBe(false);
  });
});

describe('security.txt fields', () => {
  it('names the contacts, expiry, languages, policies, acknowledgments, canonical address and CSAF metadata', () => {
    const text = securityTxt({
      publicUrl: 'https://src.example.com',
      contactEmail: 'security@example.com',
      policies: ['/v2/static/regulation-zh.pdf', 'https://cdn.example.com/policy.pdf', '/v2/static/regulation-zh.pdf'],
      encryptionUrl: null,
      expires: new Date('2027-11-27T00:00:00Z'),
    });
    expect(text.split('\n').filter((l) => l && !l.startsWith('#'))).toEqual([
      'Contact: mailto:security@example.com',
      'Contact: https://src.example.com/v2/loophole/create',
      'Expires: 2027-11-27T00:00:00Z',
      'Acknowledgments: https://src.example.com/v2/rank',
      'Preferred-Languages: zh, en',
      'Canonical: https://src.example.com/.well-known/security.txt',
      'Policy: https://src.example.com/v2/static/regulation-zh.pdf',
      'Policy: https://cdn.example.com/policy.pdf',
      'CSAF: https://src.example.com/.well-known/csaf/provider-metadata.json',
    ]);
  });
});
