// Helpers of the browser tests: sign-in codes from the dev outbox, screenshots, and a page
// instrumented to catch script execution (dialogs, console markers, page errors).
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR, SCREENSHOT_DIR } from './env';

/** The newest 6-digit code mailed to `email`, read from DATA_DIR/outbox.log (polls up to 10 s). */
export async function codeFromOutbox(email: string, after = 0): Promise<string> {
  const file = path.join(E2E_DATA_DIR, 'outbox.log');
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    if (fs.existsSync(file)) {
      const text = fs.readFileSync(file, 'utf8').slice(after);
      const blocks = text.split(email).slice(1);
      const last = blocks.at(-1);
      const code = last ? /\b(\d{6})\b/.exec(last)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for ${email} in ${file}`);
}

export function outboxSize(): number {
  const file = path.join(E2E_DATA_DIR, 'outbox.log');
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Records anything that would mean injected script ran: dialogs, a console marker, page errors. */
export function watchForScript(page: Page): { fired: string[] } {
  const fired: string[] = [];
  page.on('dialog', (d) => {
    fired.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => {
    if (/XSS-MARKER/.test(m.text())) fired.push(`console: ${m.text()}`);
  });
  return { fired };
}

export async function expectNoScriptRan(watch: { fired: string[] }): Promise<void> {
  expect(watch.fired).toEqual([]);
}
