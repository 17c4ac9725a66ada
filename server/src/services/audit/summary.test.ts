import { describe, expect, it } from 'vitest';
import { auditSummary, fieldsOf, REDACTED, SUMMARY_LIMIT } from './summary';
import { targetIdOf, targetRuleOf } from './target';

describe('an audit summary', () => {
  it('redacts codes, passwords, secrets, tokens and captchas, and keeps the other fields', () => {
    expect(fieldsOf({ email: 'a@b.org', code: '123456', password: 'p', webhookSecret: 'whsec_x', token: 'srcp_x', captcha: 'ab12', level: 3, internal: true, empty: '' })).toEqual({
      email: 'a@b.org',
      code: REDACTED,
      password: REDACTED,
      webhookSecret: REDACTED,
      token: REDACTED,
      captcha: REDACTED,
      level: 3,
      internal: true,
      empty: '',
    });
  });

  it('cuts long texts and long lists, and names what it does not copy', () => {
    const fields = fieldsOf({ detail: 'x'.repeat(500), ids: Array.from({ length: 30 }, (_, i) => i), file: Buffer.from('x') });
    expect(fields.detail).toBe(`${'x'.repeat(200)}…`);
    expect(fields.ids).toHaveLength(20);
    expect(fields.file).toBe('[object]');
  });

  it('adds before and after, and stays within the contract’s length', () => {
    expect(auditSummary({ role: 'staff' }, { before: { role: 'researcher' }, after: { role: 'staff' } })).toEqual({
      fields: { role: 'staff' },
      before: { role: 'researcher' },
      after: { role: 'staff' },
    });
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'y'.repeat(300)]));
    const summary = auditSummary(many);
    expect(JSON.stringify(summary).length).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(summary).toMatchObject({ truncated: true, fields: expect.arrayContaining(['f0', 'f39']) });
  });
});

describe('an audit target', () => {
  it('is the path up to its id parameter, or the whole path', () => {
    expect(targetRuleOf('/v2/admin/api/bug/{id}/action')).toEqual({ kind: 'bug', idParam: 'id' });
    expect(targetRuleOf('/v2/admin/api/blog/article/{id}')).toEqual({ kind: 'blog/article', idParam: 'id' });
    expect(targetRuleOf('/v2/admin/api/settings')).toEqual({ kind: 'settings', idParam: null });
  });

  it('takes its id from the path, or from the answer of a creation', () => {
    expect(targetIdOf({ kind: 'bug', idParam: 'id' }, { id: 12 }, { id: 99 })).toBe(12);
    expect(targetIdOf({ kind: 'webhook', idParam: null }, {}, { id: 3, secret: 'whsec_x' })).toBe(3);
    expect(targetIdOf({ kind: 'settings', idParam: null }, {}, {})).toBeNull();
    expect(targetIdOf({ kind: 'bug', idParam: 'id' }, { id: 'abc' }, null)).toBeNull();
  });
});
