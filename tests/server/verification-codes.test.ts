// The code store's limits, straight against a database: per-IP and per-target hourly caps (which
// also hold for a new server process, being rows in the table), the resend delay, tries and expiry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../contract/harness';
import type { Database } from '../../server/src/db/index';
import { users } from '../../server/src/db/schema';
import { consumeCode, issueCode, MAX_PER_IP, MAX_PER_TARGET } from '../../server/src/services/session/verification-codes';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  // The accounts the codes below belong to (codes name their account: a foreign key).
  await database.db.insert(users).values([7, 42, 43].map((id) => ({ id, email: `user${id}@example.org` })));
});
afterAll(() => database.close());

const HOUR = 3600_000;
const at = (ms: number) => new Date(Date.parse('2026-11-01T00:00:00Z') + ms);

async function refusal(p: Promise<unknown>): Promise<number | undefined> {
  try {
    await p;
    return undefined;
  } catch (e) {
    return (e as { retcode?: number }).retcode;
  }
}

describe('issueCode limits', () => {
  it('caps codes per IP address per hour across targets, and other addresses are not affected', async () => {
    const db = database.db;
    for (let i = 0; i < MAX_PER_IP; i++) {
      await issueCode(db, { purpose: 'login', target: `ipcap${i}@example.org`, ip: '192.0.2.1', lang: 'zh' }, at(i * 1000));
    }
    const over = issueCode(db, { purpose: 'login', target: 'ipcap-last@example.org', ip: '192.0.2.1', lang: 'en' }, at(MAX_PER_IP * 1000));
    expect(await refusal(over)).toBe(1003);
    expect(await refusal(issueCode(db, { purpose: 'login', target: 'ipcap-other@example.org', ip: '192.0.2.2', lang: 'zh' }, at(MAX_PER_IP * 1000)))).toBeUndefined();
    // An hour later the address may ask again.
    expect(await refusal(issueCode(db, { purpose: 'login', target: 'ipcap-later@example.org', ip: '192.0.2.1', lang: 'zh' }, at(HOUR + 60_000)))).toBeUndefined();
  });

  it('takes a configured cap per address (CODES_PER_IP_PER_HOUR) instead of the default', async () => {
    const db = database.db;
    const ask = (i: number, ipLimit: number) => issueCode(db, { purpose: 'login', target: `iplimit${i}@example.org`, ip: '192.0.2.9', ipLimit, lang: 'zh' }, at(i * 1000));
    expect(await refusal(ask(0, 2))).toBeUndefined();
    expect(await refusal(ask(1, 2))).toBeUndefined();
    expect(await refusal(ask(2, 2))).toBe(1003);
    expect(await refusal(ask(3, 3))).toBeUndefined();
  });

  it('caps codes per target per hour even from many addresses, and refuses resends within 120 s', async () => {
    const db = database.db;
    const target = 'targetcap@example.org';
    expect(await refusal(issueCode(db, { purpose: 'login', target, ip: '198.51.100.0', lang: 'zh' }, at(0)))).toBeUndefined();
    expect(await refusal(issueCode(db, { purpose: 'login', target, ip: '198.51.100.99', lang: 'zh' }, at(119_000)))).toBe(1003);
    for (let i = 1; i < MAX_PER_TARGET; i++) {
      expect(await refusal(issueCode(db, { purpose: 'login', target, ip: `198.51.100.${i}`, lang: 'zh' }, at(i * 121_000)))).toBeUndefined();
    }
    expect(await refusal(issueCode(db, { purpose: 'login', target, ip: '198.51.100.50', lang: 'zh' }, at(MAX_PER_TARGET * 121_000)))).toBe(1003);
  });

  it('caps codes per signed-in account across targets', async () => {
    const db = database.db;
    for (let i = 0; i < MAX_PER_TARGET; i++) {
      await issueCode(db, { purpose: 'phone', target: `+4930000000${i}`, userId: 42, ip: `192.0.2.${100 + i}`, lang: 'zh' }, at(i * 1000));
    }
    expect(await refusal(issueCode(db, { purpose: 'phone', target: '+49300000099', userId: 42, ip: '192.0.2.150', lang: 'zh' }, at(10_000)))).toBe(1003);
    expect(await refusal(issueCode(db, { purpose: 'phone', target: '+49300000098', userId: 43, ip: '192.0.2.151', lang: 'zh' }, at(10_000)))).toBeUndefined();
  });

  it('produces 6-digit codes that differ', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const code = await issueCode(database.db, { purpose: 'phone', target: `+8613800000${String(i).padStart(3, '0')}`, ip: `203.0.113.${i}`, lang: 'zh' });
      expect(code).toMatch(/^\d{6}$/);
      codes.add(code);
    }
    expect(codes.size).toBeGreaterThan(5);
  });
});

describe('consumeCode', () => {
  it('keeps purposes apart and binds a code to its user when asked', async () => {
    const db = database.db;
    const code = await issueCode(db, { purpose: 'email-change', target: 'new@example.org', userId: 7, ip: '203.0.113.200', lang: 'zh' });
    expect(await refusal(consumeCode(db, 'login', 'new@example.org', code, 'zh'))).toBe(1004);
    expect(await refusal(consumeCode(db, 'email-change', 'new@example.org', code, 'zh', 8))).toBe(1004);
    expect(await refusal(consumeCode(db, 'email-change', 'new@example.org', code, 'zh', 7))).toBeUndefined();
    expect(await refusal(consumeCode(db, 'email-change', 'new@example.org', code, 'zh', 7))).toBe(1004);
  });
});
