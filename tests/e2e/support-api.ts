// Calls the portal's API from inside a signed-in page, as the site does (form body, CSRF header):
// for steps a person does in a staff tool the site does not have (e.g. approving a new team).
import type { Page } from '@playwright/test';
import { codeFromOutbox, outboxSize, withSavedSession } from './support';

export type Answer = { retcode: number; retmsg: string; retdata: unknown };

export async function apiFromPage(page: Page, method: string, path: string, form: Record<string, string> = {}): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, form }) => {
      const info = (await (await fetch('/v2/api/info?language=zh')).json()) as { retdata: { token: string } };
      const sep = path.includes('?') ? '&' : '?';
      const init: RequestInit = { method, headers: { 'X-CSRF-Token': info.retdata.token } };
      if (method !== 'GET') {
        init.headers = { ...init.headers, 'Content-Type': 'application/x-www-form-urlencoded' };
        init.body = new URLSearchParams(form).toString();
      }
      return (await (await fetch(`${path}${sep}language=zh`, init)).json()) as Answer;
    },
    { method, path, form },
  );
}

/**
 * Signs a staff account in through the API from a page of the site (staff using the public site
 * are sent on to the intranet version, so the browser tests act for staff through the API).
 */
export async function signInStaffByApi(page: Page, email: string): Promise<void> {
  await page.goto('/v2/no-permission?language=zh');
  await withSavedSession(
    page,
    email,
    async () => {
      const before = outboxSize();
      const sent = await apiFromPage(page, 'POST', '/v2/api/send/code', { email });
      if (sent.retcode !== 0) throw new Error(`send code: ${sent.retmsg}`);
      const signed = await apiFromPage(page, 'POST', '/v2/api/email/login', { email, code: await codeFromOutbox(email, before) });
      if (signed.retcode !== 0) throw new Error(`sign in: ${signed.retmsg}`);
    },
    async () => {
      const info = await apiFromPage(page, 'GET', '/v2/api/info');
      if (info.retcode !== 0) throw new Error(`saved staff session refused: ${info.retmsg}`);
    },
  );
}
