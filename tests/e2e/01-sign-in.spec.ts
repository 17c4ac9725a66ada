// Sign-in by email code as a new visitor, the way a person does it (every other spec starts from a
// saved session): the top bar's sign-in (on a phone, in its menu), the code from the dev outbox, the
// account created at first sign-in, signed out again (a wrong code: 01-sign-in-wrong-code).
import { expect, test } from './fixtures';
import { uniqueTag } from './seed';
import { openMenuOnPhone, screenshot, signInThroughUi } from './support';

test('a new visitor signs in with a mailed code and signs out again', async ({ page }) => {
  // Its own account: signing out ends the session.
  await signInThroughUi(page, `${uniqueTag('e2e-signin')}@example.com`);
  await screenshot(page, 'zh-home-signed-in');
  // (signInThroughUi leaves a phone's menu open on the sign-out button.)
  await page.getByRole('button', { name: '退出' }).click();
  await openMenuOnPhone(page);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
});

test('a signed-in researcher signs out from the English site', async ({ page }) => {
  await signInThroughUi(page, `${uniqueTag('e2e-signout-en')}@example.com`);
  await page.goto('/v2/home?language=en');
  await openMenuOnPhone(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/v2\/home\?language=en/);
  await openMenuOnPhone(page);
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});
