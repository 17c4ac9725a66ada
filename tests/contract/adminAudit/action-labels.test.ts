// The console labels every audited action in both languages (web/src/locales/*/adminAudit.json):
// a staff write the contract adds fails here until it has a zh and an en label.
import { describe, expect, it } from 'vitest';
import en from '../../../web/src/locales/en/adminAudit.json';
import zh from '../../../web/src/locales/zh/adminAudit.json';
import { auditedOperations } from '../../../server/src/plugins/app/audit';

const keysOf = (labels: Record<string, string | Record<string, string>>) =>
  Object.entries(labels).flatMap(([key, value]) => (typeof value === 'string' ? [key] : Object.keys(value).map((sub) => `${key}.${sub}`)));

describe('audit action labels', () => {
  it('name exactly the audited actions, in Chinese and in English', () => {
    const actions = [...new Set([...auditedOperations().values()].map((op) => op.action))].sort();
    expect(keysOf(en.actions).sort()).toEqual(actions);
    expect(keysOf(zh.actions).sort()).toEqual(actions);
    for (const label of keysOf(zh.actions).map((k) => k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], zh.actions))) {
      expect(String(label)).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
