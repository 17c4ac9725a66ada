// The rich editor's server calls, in Chromium on the English report form: HTML with an image from a
// server on 127.0.0.1 (which the test server's catcher may reach: REMOTE_IMAGE_TEST_ALLOW, test mode
// only) is pasted, or dropped, and the image comes back stored on the site — fetched by the server,
// never by the browser; a pasted screenshot is stored through the snapshot call; a table made with
// the grid picker is sorted by a column and charted (the chart stored like a snapshot). The HTML then
// goes through the server's sanitiser (a report's detail) and keeps the stored images and the table.
// An image is scaled by its corner handle and from its context menu, and shows the size it is given.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newResearcher, ok, submitReport, type Researcher } from './seed';
import { newPage, screenshot } from './support';
import { text } from './support-text';

const t = (key: string) => text('en', 'editor', key);
const say = (key: string, params: Record<string, string | number>) => t(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
/** A 1 × 1 PNG (the catcher and the uploads take PNGs by their magic bytes). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const STORED = /^\/v2\/api\/file\/[\w-]+\.png$/;

let images: http.Server;
let imageBase = '';
let served = 0;
let researcher: Researcher;

test.beforeAll(async () => {
  images = http.createServer((_req, res) => {
    served += 1;
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': PNG.length }).end(PNG);
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imageBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  researcher = await newResearcher('e2e-editor');
});
test.afterAll(() => new Promise<void>((resolve) => images.close(() => resolve())));

async function openEditor(page: Page) {
  await page.goto('/v2/loophole/create?language=en');
  const editor = page.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.press('Control+End');
  return editor;
}

const editorHtml = (page: Page) => page.evaluate(() => (document.querySelector('.ProseMirror') as HTMLElement & { editor: { getHTML(): string } }).editor.getHTML());

/** The stored report's detail: what the server's sanitiser kept of the editor's HTML. */
async function storedDetail(html: string, name: string): Promise<string> {
  const id = await submitReport(researcher.api, { name, detail: html });
  return (await ok(researcher.api.client.GET('/v2/api/bug/{id}', { params: { path: { id } } }))).bug.detail;
}

test('a pasted remote image is caught by the server and a pasted screenshot is stored', async ({ browser }) => {
  const page = await newPage(browser, researcher.state);
  const browserAsked: string[] = [];
  page.on('request', (r) => r.url().startsWith(imageBase) && browserAsked.push(r.url()));
  await openEditor(page);
  const caught = page.waitForResponse((r) => r.url().includes('/v2/api/ue-catch-image'));
  await page.evaluate((src) => {
    const data = new DataTransfer();
    data.setData('text/html', `<p>proof <img src="${src}" alt="remote"></p>`);
    document.querySelector('.ProseMirror')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, `${imageBase}/poc.png`);
  await caught;
  const remote = page.locator('.ProseMirror img[alt="remote"]');
  await expect(remote).toHaveAttribute('src', STORED);
  expect(served).toBe(1);
  expect(browserAsked).toEqual([]);

  const snapped = page.waitForResponse((r) => r.url().includes('/v2/api/ue-snapshot'));
  await page.evaluate(
    (bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(bytes)], 'image.png', { type: 'image/png' }));
      document.querySelector('.ProseMirror')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [...PNG],
  );
  await snapped;
  await expect(page.locator('.ProseMirror img[alt="image.png"]')).toHaveAttribute('src', STORED);
  await screenshot(page, 'editor-images-en', { fullPage: false });

  const detail = await storedDetail(await editorHtml(page), 'Editor images');
  expect(detail.match(/src="\/v2\/api\/file\/[\w-]+\.png"/g)).toHaveLength(2);
  expect(detail).not.toContain(imageBase);
  await page.context().close();
});

test('a remote image dropped into the editor is caught by the server too', async ({ browser }) => {
  const page = await newPage(browser, researcher.state);
  const browserAsked: string[] = [];
  page.on('request', (r) => r.url().startsWith(imageBase) && browserAsked.push(r.url()));
  const editor = await openEditor(page);
  const box = (await editor.boundingBox())!;
  const before = served;
  const caught = page.waitForResponse((r) => r.url().includes('/v2/api/ue-catch-image'));
  // HTML dragged from another page and dropped on the editing area.
  await page.evaluate(
    ({ src, x, y }) => {
      const data = new DataTransfer();
      data.setData('text/html', `<p>dropped <img src="${src}" alt="dropped"></p>`);
      document.querySelector('.ProseMirror')!.dispatchEvent(new DragEvent('drop', { dataTransfer: data, clientX: x, clientY: y, bubbles: true, cancelable: true }));
    },
    { src: `${imageBase}/dropped.png`, x: box.x + 20, y: box.y + 20 },
  );
  await caught;
  await expect(page.locator('.ProseMirror img[alt="dropped"]')).toHaveAttribute('src', STORED);
  expect(served - before).toBe(1);
  expect(browserAsked).toEqual([]);
  await page.context().close();
});

test('a table from the grid picker is sorted by a column and charted', async ({ browser }) => {
  const page = await newPage(browser, researcher.state);
  const editor = await openEditor(page);
  await page.getByRole('button', { name: t('table'), exact: true }).click();
  await page.getByRole('button', { name: say('tablePickerCell', { rows: 3, cols: 2 }) }).click();
  for (const [i, cell] of ['name', 'score', 'a', '5', 'b', '2'].entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(cell);
  }
  await page.getByRole('button', { name: t('toggleHeaderRow') }).click();
  await page.getByRole('button', { name: t('toggleHeaderColumn') }).click();
  await editor.locator('td', { hasText: '5' }).click();
  await page.getByRole('button', { name: t('sortAsc') }).click();
  await expect(editor.locator('table tr > :first-child')).toHaveText(['name', 'b', 'a']);

  const charted = page.waitForResponse((r) => r.url().includes('/v2/api/ue-snapshot'));
  await page.getByRole('button', { name: t('makeChart') }).click();
  await charted;
  const chart = editor.locator('img:not(.ProseMirror-separator)');
  await expect(chart).toHaveAttribute('src', STORED);
  await screenshot(page, 'editor-table-chart-en', { fullPage: false });

  const detail = await storedDetail(await editorHtml(page), 'Editor table');
  expect(detail).toMatch(/<th[^>]*>.*name.*<\/th>/s);
  expect(detail).toMatch(/<\/table>.*<img src="\/v2\/api\/file\/[\w-]+\.png"/s);
  await page.context().close();
});

test('an image is scaled by a corner handle and from its context menu, and keeps its size when floated', async ({ browser }) => {
  const page = await newPage(browser, researcher.state);
  await openEditor(page);
  // A stored 96 × 96 picture of the site's own.
  await page.evaluate(() =>
    (document.querySelector('.ProseMirror') as HTMLElement & { editor: { commands: { setContent(html: string): void } } }).editor.commands.setContent(
      '<p>x<img src="/v2/static/portrait/p1.png" alt="proof"></p>',
    ),
  );
  const image = page.locator('.ProseMirror img[alt="proof"]');
  await expect(image).toBeVisible();
  await image.hover();
  // The handle is a visible square one can take hold of, at the image's corner.
  const handle = page.locator('.ProseMirror [data-resize-handle="bottom-right"]');
  await expect(handle).toBeVisible();
  await expect(handle).toHaveCSS('opacity', '1');
  const [box, corner] = [(await image.boundingBox())!, (await handle.boundingBox())!];
  expect(corner.width).toBeGreaterThanOrEqual(8);
  expect(Math.abs(corner.x + corner.width - (box.x + box.width))).toBeLessThanOrEqual(6);
  await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
  await page.mouse.down();
  await page.mouse.move(corner.x + corner.width / 2 + 60, corner.y + corner.height / 2 + 60, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Math.round((await image.boundingBox())!.width)).toBe(156);
  expect(await editorHtml(page)).toMatch(/<img[^>]*width="156"/);

  await image.click({ button: 'right' });
  await page.getByRole('menuitem', { name: say('imageWidth', { width: 300 }) }).click();
  await expect.poll(async () => Math.round((await image.boundingBox())!.width)).toBe(300);
  await image.click({ button: 'right' });
  await page.getByRole('menuitem', { name: t('imageRight') }).click();
  expect(await editorHtml(page)).toMatch(/<img[^>]*width="300"[^>]*float: right|<img[^>]*float: right[^>]*width="300"/);
  await expect.poll(async () => Math.round((await image.boundingBox())!.width)).toBe(300);
  await page.context().close();
});
