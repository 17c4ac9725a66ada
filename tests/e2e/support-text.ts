// The site's own texts for the browser tests (read from the locale files, so a reworded label does
// not leave a test looking for the old words), the check that a page has settled, and the check
// that an English page shows no Chinese interface text.
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

/**
 * The page settled: nothing loading (a loading text, or the spinner of a loading block or of the
 * busy overlay: a status named "loading"), no error block (retry button), no 'not implemented' answer.
 */
export async function expectLoaded(page: Page, lang: Lang): Promise<void> {
  const retry = page.getByRole('button', { name: text(lang, 'common', 'retry') });
  const loadingText = text(lang, 'common', 'loading');
  const loading = page.getByText(loadingText).or(page.getByRole('status', { name: loadingText }));
  // The code as a word: test data made from the clock ("E2E team 075001") must not match it.
  const notImplemented = page.getByText(/\b5001\b/);
  await expect(retry.or(loading).or(notImplemented), 'a retry button, a loading text or a 5001 answer').toHaveCount(0);
}

/** A run of Chinese characters (CJK ideographs, CJK and full-width punctuation). */
const CHINESE_RUN = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]+/g;

/**
 * Collects the Chinese runs of every string the server sends the page (the retdata of its JSON
 * answers: people's names, report titles, team names, stored notices, content). On an English page
 * Chinese may come only from there: what the site itself writes (its locale texts, enum labels and
 * any text in its code) must be English. Start it before the page loads.
 */
export function watchServerText(page: Page): { runs: Set<string>; pending: Promise<unknown>[] } {
  const seen = { runs: new Set<string>(), pending: [] as Promise<unknown>[] };
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const m of value.replace(/<[^>]*>/g, ' ').matchAll(CHINESE_RUN)) seen.runs.add(m[0]);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    seen.pending.push(
      response.json().then(
        (body: { retdata?: unknown } | null) => walk(body?.retdata),
        () => undefined,
      ),
    );
  });
  return seen;
}

/**
 * No Chinese interface text on an English page: every run of Chinese characters in the page's
 * text and in its accessible names, placeholders, titles and alt texts is a whole run (or the start
 * of one, for a shortened title) of something the server sent. Left out: text marked as Chinese
 * (the language switch, `lang="zh"`), a researcher's or staff's rich text, and the document title
 * (web/index.html names the site in both languages).
 */
export async function expectNoChineseInterface(page: Page, server: ReturnType<typeof watchServerText>, name: string): Promise<void> {
  const texts = await page.evaluate(() => {
    const chinese = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
    const outside = '[lang^="zh"], .rich-content, .ProseMirror';
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent ?? '';
      if (chinese.test(value) && !node.parentElement?.closest(outside)) found.push(value);
    }
    for (const el of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt], [aria-roledescription], [aria-valuetext]'))) {
      if (el.closest(outside)) continue;
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription', 'aria-valuetext']) {
        const value = el.getAttribute(attr);
        if (value && chinese.test(value)) found.push(value);
      }
    }
    return found;
  });
  // Read the answers only now: an answer whose text the page shows had been announced before the
  // page's text was read (the browser sends its events in order), but its body may still be parsing;
  // reading them first left out an answer that came in meanwhile (a report's comments, on a phone).
  await Promise.all(server.pending);
  const known = [...server.runs];
  const interfaceText = texts.flatMap((t) =>
    [...t.matchAll(CHINESE_RUN)].filter(([run]) => !known.some((k) => k === run || k.startsWith(run))).map(([run]) => `${run} (in "${t.trim().slice(0, 60)}")`),
  );
  expect(interfaceText, `Chinese interface text on the English page ${name}`).toEqual([]);
}
