// The duplicate hint. In Chinese: staff add a known issue on the console's 已知问题 screen; a
// researcher typing a title close to it on the report form sees it, with its note, under the address,
// and can still submit. In English: the form's hint names a public disclosure (linked to its page), a
// known issue and the researcher's own report in English, with no Chinese interface text. In both,
// another researcher's private report with the very same title never shows; the researcher's own
// report shows by id and state only.
import { expect, test } from './fixtures';
import { actOnReport, confirmReport, newResearcher, ok, STAFF_STATE, staffApi, submitReport, uniqueTag } from './seed';
import { consoleUrl } from './support-console';
import { newPage, screenshot } from './support';
import { expectNoChineseInterface, text, watchServerText } from './support-text';
import { REPORT_FORM } from './steps-report';

test('a researcher typing a title close to a known issue sees the hint (zh)', async ({ browser }) => {
  const tag = uniqueTag('hint');
  const known = `登录接口短信验证码可爆破 ${tag}`;
  const note = '已知问题，修复排期中，重复提交不予奖励。';

  const staff = await newPage(browser, STAFF_STATE);
  await staff.goto(consoleUrl('/known-issues', 'zh'));
  await staff.getByRole('button', { name: '新增条目' }).click();
  const dialog = staff.getByRole('dialog', { name: '新增已知问题' });
  await dialog.getByLabel('标题').fill(known);
  await dialog.getByLabel('目标地址').fill('https://www.example.com/login');
  await dialog.getByLabel('说明').fill(note);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(staff.getByRole('cell', { name: known, exact: true })).toBeVisible();
  await staff.close();

  // Someone else's private report with the title the researcher will type: never hinted.
  const other = await newResearcher('hint-other');
  const typed = `登录接口短信验证码爆破 ${tag}`;
  await submitReport(other.api, { name: typed });
  const researcher = await newResearcher('hint-me');
  const own = await submitReport(researcher.api, { name: `短信验证码可爆破 ${tag}` });

  const page = await newPage(browser, researcher.state);
  await page.goto('/v2/loophole/create?language=zh');
  await page.getByLabel(REPORT_FORM.zh.name).fill(typed);
  await page.getByLabel(REPORT_FORM.zh.link).fill('https://www.example.com/login?from=app');
  const hint = page.getByRole('region', { name: '可能与以下内容重复' });
  await expect(hint.getByText(known)).toBeVisible();
  await expect(hint.getByText(note)).toBeVisible();
  await expect(hint.getByRole('link', { name: `我的报告 #${own}` })).toBeVisible();
  // Never the other researcher's report: one report of the researcher's own, and nothing with the
  // other's title (a public disclosure of the demo may be hinted too).
  await expect(hint.getByRole('link', { name: /^我的报告 #/ })).toHaveCount(1);
  await expect(hint.getByText(typed)).toHaveCount(0);
  await screenshot(page, 'duplicate-hint-zh');
  // Advice only: the submit button stays usable.
  await expect(page.getByRole('button', { name: REPORT_FORM.zh.submit, exact: true })).toBeEnabled();
  await page.close();
});

test('the hint in English: a public disclosure, a known issue and one’s own report, never another’s private one (en)', async ({ browser }) => {
  const tag = uniqueTag('hen');
  const staff = await staffApi('en');
  const known = `Login SMS code guessable ${tag}`;
  const note = 'Known issue, a fix is scheduled; duplicates are not rewarded.';
  await ok(staff.client.POST('/v2/admin/api/known-issue', { body: { kind: 'known', title: known, target: 'https://www.example.com/login', note } }));
  // A public disclosure of another researcher's fixed report.
  const discloser = await newResearcher('hint-en-pub', { lang: 'en' });
  const disclosed = `Login SMS code brute force app ${tag}`;
  const disclosedBug = await submitReport(discloser.api, { name: disclosed });
  await confirmReport(staff, disclosedBug);
  await actOnReport(staff, disclosedBug, { action: 'update@finish' });
  await ok(discloser.api.client.POST('/v2/api/bug/{id}/disclosure', { params: { path: { id: disclosedBug } }, body: { anonymous: false } }));
  const { requests } = await ok(staff.client.GET('/v2/admin/api/disclosure', { params: { query: { status: 'pending' } } }));
  const request = requests.find((r) => r.bugId === disclosedBug)!;
  await ok(staff.client.POST('/v2/admin/api/disclosure/{id}/approve', { params: { path: { id: request.id } }, body: {} }));

  // Someone else's private report with the title the researcher will type: never hinted.
  const other = await newResearcher('hint-en-other', { lang: 'en' });
  const typed = `Login SMS code brute force ${tag}`;
  await submitReport(other.api, { name: typed });
  const researcher = await newResearcher('hint-en-me', { lang: 'en' });
  const own = await submitReport(researcher.api, { name: `SMS code brute force ${tag}` });

  const page = await newPage(browser, researcher.state);
  const server = watchServerText(page);
  await page.goto('/v2/loophole/create?language=en');
  await page.getByLabel(REPORT_FORM.en.name).fill(typed);
  await page.getByLabel(REPORT_FORM.en.link).fill('https://www.example.com/login?from=app');
  const hint = page.getByRole('region', { name: text('en', 'bugForm', 'hint.title') });
  await expect(hint.getByText(known)).toBeVisible();
  await expect(hint.getByText(note)).toBeVisible();
  await expect(hint.getByRole('link', { name: disclosed })).toHaveAttribute('href', new RegExp(`^/v2/disclosure/${request.id}(\\?|$)`));
  await expect(hint.getByRole('link', { name: text('en', 'bugForm', 'hint.ownReport').replace('{{id}}', String(own)) })).toBeVisible();
  await expect(hint.getByRole('link', { name: /^My report #/ })).toHaveCount(1);
  await expect(hint.getByText(typed, { exact: true })).toHaveCount(0);
  await expectNoChineseInterface(page, server, 'report form with the duplicate hint');
  await screenshot(page, 'duplicate-hint-en');
  await expect(page.getByRole('button', { name: REPORT_FORM.en.submit, exact: true })).toBeEnabled();
  await page.close();
});
