// Stored XSS: every vector of tests/fixtures/xss is stored as report detail (by a new researcher
// of this spec) and as blog content (by staff) through the real API, then the pages that show them
// are opened in Chromium with alert/confirm/prompt replaced by a console marker and a dialog
// listener. Nothing may fire, and the rendered page may carry no script element, no on* attribute
// and no javascript:/vbscript: address.
import type { Page } from '@playwright/test';
import { expect, expectConsoleError, test } from './fixtures';
import { allXssVectors } from '../fixtures/xss/vectors';
import { newResearcher, ok, staffApi, submitReport } from './seed';
import { expectNoScriptRan, newPage, watchForScript } from './support';

/** Vectors joined into documents of at most `size` characters (one broken vector cannot hide many). */
function chunks(all: string[], size: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const v of all) {
    if (current !== '' && current.length + v.length + 1 > size) {
      out.push(current);
      current = '';
    }
    current += `${v}\n`;
  }
  if (current !== '') out.push(current);
  return out;
}

const MARKER = `() => console.log('XSS-MARKER')`;
async function armMarkers(page: Page): Promise<void> {
  await page.addInitScript(`window.alert = window.confirm = window.prompt = window.print = ${MARKER};`);
}

/** What a script could use in the rendered page: script elements, on* attributes, script addresses. */
async function scriptCapableNodes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'FRAME'].includes(el.tagName)) found.push(el.tagName);
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
        // Only attributes the browser follows as addresses (a title="javascript:…" is just text).
        if (
          /^(href|src|action|formaction|xlink:href|data|background|poster|srcset|ping|cite)$/i.test(attr.name) &&
          /^\s*(javascript|vbscript|data:text\/html)/i.test([...attr.value].filter((c) => c > ' ').join(''))
        )
          found.push(`${el.tagName} ${attr.name}=${attr.value.slice(0, 40)}`);
      }
    }
    return found;
  });
}

/** Everything the page asked for has loaded or failed (an image's onerror would have fired by then), and it has painted. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const all = allXssVectors();

test(`${all.length} vectors as report detail do not run on the report's page`, async ({ browser }) => {
  test.setTimeout(240_000);
  // Vectors with a remote image: the page's Content Security Policy blocks the load and Chromium says so.
  expectConsoleError(/violates the following Content Security Policy directive: "img-src 'self' data: blob:"/);
  const researcher = await newResearcher('e2e-xss');
  // 120 vectors a report keeps the visible text under the 10,000-character limit; the leading
  // paragraph keeps a report whose vectors sanitise to nothing from being refused as empty.
  const ids: number[] = [];
  for (let i = 0; i * 120 < all.length; i += 1) {
    const detail = `<p>向量 ${i * 120 + 1}–${Math.min(all.length, (i + 1) * 120)}</p>${all.slice(i * 120, (i + 1) * 120).join('\n')}`;
    ids.push(await submitReport(researcher.api, { name: `XSS 向量 ${i + 1}`, level: 1, link: 'https://example.com/xss', detail }));
  }
  const page = await newPage(browser, researcher.state);
  await armMarkers(page);
  const watch = watchForScript(page);
  page.on('pageerror', (e) => watch.fired.push(`pageerror: ${e.message}`));
  for (const id of ids) {
    await page.goto(`/v2/user/bug/${id}?language=zh`);
    await expect(page.getByText('漏洞详情').first()).toBeVisible();
    await settled(page);
    expect(await scriptCapableNodes(page), `report ${id}`).toEqual([]);
  }
  await expectNoScriptRan(watch);
  await page.context().close();
});

test(`${all.length} vectors as blog content do not run on the blog page`, async ({ page }) => {
  test.setTimeout(240_000);
  // Staff store the articles through the staff API, not the console: storing 1,183 vectors as blog
  // bodies in bulk is not what a person does (and the console's editor would rewrite many of them
  // before they are stored; 06-console tries its content form as a person uses it). What matters
  // here is the stored HTML reaching a visitor's page: an armed visitor's page then reads them.
  const staff = await staffApi();
  const { categories } = await ok(staff.client.GET('/v2/api/blog/category'));
  const categoryId = categories[0]?.id;
  expect(categoryId, 'the demo has a blog category').toBeDefined();
  const ids: number[] = [];
  for (const [i, content] of chunks(all, 30_000).entries()) {
    const created = await ok(
      staff.client.POST('/v2/admin/api/blog/article', { body: { title: `XSS vectors ${i + 1}`, categoryId: categoryId!, content: `<p>vectors ${i + 1}</p>${content}` } }),
    );
    ids.push(created.id);
  }
  await armMarkers(page);
  const watch = watchForScript(page);
  page.on('pageerror', (e) => watch.fired.push(`pageerror: ${e.message}`));
  for (const id of ids) {
    await page.goto(`/v2/blog/${id}?language=zh`);
    await expect(page.getByRole('heading', { name: /XSS vectors/ }).first()).toBeVisible();
    await settled(page);
    expect(await scriptCapableNodes(page), `blog ${id}`).toEqual([]);
  }
  await expectNoScriptRan(watch);
});
