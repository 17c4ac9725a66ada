// The site's own texts for the browser tests (read from the locale files, so a reworded label does
// not leave a test looking for the old words), and the check that a page has settled.
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

export type Lang = 'zh' | 'en';

function locale(lang: Lang, ns: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(`web/src/locales/${lang}/${ns}.json`, 'utf8')) as Record<string, unknown>;
}

/** The text of `ns:key` (dotted) in `lang`; throws when it is missing or not a string. */
export function text(lang: Lang, ns: string, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale(lang, ns));
  if (typeof value !== 'string') throw new Error(`no text ${lang}/${ns}:${key}`);
  return value;
}

/** The page settled: nothing loading, no error block (retry button), no 'not implemented' answer. */
export async function expectLoaded(page: Page, lang: Lang): Promise<void> {
  await expect(page.getByRole('button', { name: text(lang, 'common', 'retry') })).toHaveCount(0);
  await expect(page.getByText(text(lang, 'common', 'loading'))).toHaveCount(0);
  // The code as a word: test data made from the clock ("E2E team 075001") must not match it.
  await expect(page.getByText(/\b5001\b/)).toHaveCount(0);
}
