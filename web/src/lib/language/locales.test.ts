import { describe, expect, it } from 'vitest';
import { allResources } from './i18n';

const resources = allResources(import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' }));

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** Plural forms (key_one, key_other) differ by language; compare their base key. */
const base = (list: string[]) => [...new Set(list.map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

describe('locale files', () => {
  it('have the same namespaces and keys in Chinese and English', () => {
    expect(Object.keys(resources.en!).sort()).toEqual(Object.keys(resources.zh!).sort());
    for (const ns of Object.keys(resources.zh!)) {
      expect(base(keys(resources.en![ns])), ns).toEqual(base(keys(resources.zh![ns])));
    }
  });
  it('have no empty text', () => {
    for (const lang of ['zh', 'en'])
      for (const ns of Object.keys(resources[lang]!))
        for (const key of keys(resources[lang]![ns])) {
          const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], resources[lang]![ns]);
          expect(typeof value === 'string' && value.trim() !== '', `${lang}/${ns}:${key}`).toBe(true);
        }
  });
});
