import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { signInStaff } from '../../test/staffSession';
import { SettingsPage } from './SettingsPage';

beforeEach(() => signInStaff());
afterEach(() => vi.unstubAllGlobals());

const settings: components['schemas']['AdminSettings'] = {
  honourThresholds: [0, 100, 1000, 5000],
  levelCoins: [
    { level: 0, min: 0, max: 0 },
    { level: 1, min: 1, max: 5 },
    { level: 2, min: 6, max: 15 },
    { level: 3, min: 16, max: 30 },
    { level: 4, min: 31, max: 60 },
  ],
  monthlyPrize: { minimum: 800, coins: [300, 200, 100] },
  teamChangeMonths: 12,
  requirePhoneForBug: true,
  staffSecondFactorRequired: false,
  staffInvitationDays: 7,
  urgeAfterDays: 7,
  recheck: { days: 7, rewardCoins: 5 },
  slaTargets: [0, 1, 2, 3, 4].map((level) => ({ level: level as 0 | 1 | 2 | 3 | 4, firstResponse: 72 - level * 12, rating: 240, reward: 336, resolution: 2160 })),
  ssoAllowedDomains: [],
  ssoDefaultRole: 'viewer',
  ssoRequiredForStaff: false,
  regulatorClock: { enabled: false, hours: 48 },
};
const operator = { userId: 1, nickname: '安全运营小王', portrait: '/p.png' };
const changes: components['schemas']['SettingChange'][] = [
  { id: 4, key: 'honourThresholds', oldValue: '[0,100,1000,5000]', newValue: '[0,200,2000,8000]', operator, time: '2026-11-03 09:00:00' },
  { id: 3, key: 'urgeAfterDays', oldValue: '7', newValue: '5', operator, time: '2026-11-02 10:30:00' },
];
const stub = () =>
  stubApi()
    .get('/v2/admin/api/settings', { settings })
    .get('/v2/admin/api/settings/log', { total: 2, changes })
    .put('/v2/admin/api/settings', { settings, changed: [] })
    .get('/v2/admin/api/settings/jobs', { jobs: [] });
const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const value = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

// Chakra's dialogs mount slowly in jsdom on a loaded machine: a generous budget per test.
describe('console settings', { timeout: 20_000 }, () => {
  it('loads the current value of every rule', async () => {
    stub();
    renderWithApp(<SettingsPage />, { path: '/v2/admin/settings' });
    expect(await screen.findByLabelText('精英白帽起点')).toBeTruthy();
    expect([value('新锐白帽起点'), value('精英白帽起点'), value('资深白帽起点'), value('传奇白帽起点')]).toEqual(['0', '100', '1000', '5000']);
    expect([value('中危最低'), value('中危最高'), value('严重最高')]).toEqual(['6', '15', '60']);
    expect([value('第一名'), value('第二名'), value('第三名'), value('须超过的分数')]).toEqual(['300', '200', '100', '800']);
    expect([value('间隔（月）'), value('间隔（天）')]).toEqual(['12', '7']);
    expect((screen.getByLabelText('提交漏洞须绑定手机') as HTMLInputElement).checked).toBe(true);
  });

  it('refuses a descending threshold, a zero start and a min above its max without sending anything', async () => {
    const api = stub();
    renderWithApp(<SettingsPage />, { path: '/v2/admin/settings' });
    await screen.findByLabelText('资深白帽起点');
    change('资深白帽起点', '50');
    change('新锐白帽起点', '1');
    change('低危最高', '0');
    change('第二名', '');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('须大于前一个门槛（100）')).toBeTruthy();
    expect(screen.getByText('第一个门槛须为 0')).toBeTruthy();
    expect(screen.getByText('不能小于最低值（1）')).toBeTruthy();
    expect(screen.getByText('请填写')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.posts).toHaveLength(0);
  });

  it('confirms each change (old → new) and sends only the rules that changed', async () => {
    const api = stub();
    renderWithApp(<SettingsPage />, { path: '/v2/admin/settings' });
    await screen.findByLabelText('资深白帽起点');
    change('资深白帽起点', '2000');
    change('中危最高', '20');
    change('间隔（天）', '5');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('将修改以下 3 项规则，保存后立即生效：')).toBeTruthy();
    const honour = within(within(dialog).getByTestId('change-honourThresholds'));
    expect(honour.getByText('原值：0 / 100 / 1000 / 5000')).toBeTruthy();
    expect(honour.getByText('新值：0 / 100 / 2000 / 5000')).toBeTruthy();
    expect(within(dialog).getByTestId('change-levelCoins').textContent).toContain('中危 6–20');
    expect(within(within(dialog).getByTestId('change-urgeAfterDays')).getByText('新值：5 天')).toBeTruthy();
    expect(within(dialog).queryByTestId('change-monthlyPrize')).toBeNull();
    expect(api.posts).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认保存' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.method).toBe('PUT');
    expect([...new Set(api.posts[0]!.form.keys())]).toEqual(['honourThresholds', 'levelCoinsMin', 'levelCoinsMax', 'urgeAfterDays']);
    const form = api.posts[0]!.form;
    expect(form.getAll('honourThresholds')).toEqual(['0', '100', '2000', '5000']);
    expect(form.getAll('levelCoinsMin')).toEqual(['0', '1', '6', '16', '31']);
    expect(form.getAll('levelCoinsMax')).toEqual(['0', '5', '20', '30', '60']);
    expect(form.get('urgeAfterDays')).toBe('5');
  });

  it('changes the single sign-on rules: the domains as one text, the role, the switch', async () => {
    const api = stub();
    renderWithApp(<SettingsPage />, { path: '/v2/admin/settings' });
    await screen.findByLabelText(/邮箱域名/);
    change(/邮箱域名/, 'Corp.example, newhires.example');
    change('默认角色', 'triager');
    const required = screen.getByRole('checkbox', { name: '工作人员须使用单点登录' });
    fireEvent.click(required);
    // The checkbox reports its change asynchronously.
    await waitFor(() => expect(required.closest('label')?.getAttribute('data-state')).toBe('checked'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(within(dialog).getByTestId('change-ssoAllowedDomains')).getByText('新值：corp.example, newhires.example')).toBeTruthy();
    expect(within(within(dialog).getByTestId('change-ssoDefaultRole')).getByText('新值：审核员')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认保存' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    const form = api.posts[0]!.form;
    expect([...form.keys()]).toEqual(['ssoAllowedDomains', 'ssoDefaultRole', 'ssoRequiredForStaff']);
    expect([form.get('ssoAllowedDomains'), form.get('ssoDefaultRole'), form.get('ssoRequiredForStaff')]).toEqual(['corp.example, newhires.example', 'triager', 'true']);
  });

  it('turns the regulator clock on with its hours, sending both together', async () => {
    const api = stub();
    renderWithApp(<SettingsPage />, { path: '/v2/admin/settings' });
    await screen.findByLabelText('自确认起报送时限（小时）');
    const on = screen.getByRole('checkbox', { name: '跟踪产品漏洞的监管报送时限' });
    fireEvent.click(on);
    await waitFor(() => expect(on.closest('label')?.getAttribute('data-state')).toBe('checked'));
    change('自确认起报送时限（小时）', '24');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(within(dialog).getByTestId('change-regulatorClock')).getByText('新值：开启，24 小时')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认保存' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ regulatorClockEnabled: 'true', regulatorClockHours: '24' });
  });

  it('says when nothing changed instead of saving', async () => {
    const api = stub();
    renderWithApp(<SettingsPage />, { path: '/v2/admin/settings' });
    await screen.findByLabelText('资深白帽起点');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('没有改动，无需保存')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.posts).toHaveLength(0);
  });

  it('shows the server’s refusal by the field it names', async () => {
    const api = stub().fail('/v2/admin/api/settings', 1001, 'levelCoinsMax.2：不能小于 levelCoinsMin.2（6）');
    // The refusal applies to the change only; the form still loads.
    api.get('/v2/admin/api/settings', { settings });
    renderWithApp(<SettingsPage />, { path: '/v2/admin/settings' });
    await screen.findByLabelText('中危最高');
    change('中危最高', '16');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认保存' }));
    const message = await screen.findByText('levelCoinsMax.2：不能小于 levelCoinsMin.2（6）');
    const input = screen.getByLabelText('中危最高');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.closest('.chakra-field__root')!.contains(message)).toBe(true);
    expect(api.posts).toHaveLength(1);
  });

  it('shows the change log with rule labels and readable values, paged in the address', async () => {
    const api = stubApi().get('/v2/admin/api/settings', { settings }).get('/v2/admin/api/settings/log', { total: 12, changes });
    const { location } = renderWithApp(<SettingsPage />, { path: '/v2/admin/settings', search: 'page=2' });
    const row = within(await screen.findByTestId('log-4'));
    expect(row.getByText('荣誉等级门槛')).toBeTruthy();
    expect(row.getByText('安全运营小王')).toBeTruthy();
    expect(row.getByText('0 / 100 / 1000 / 5000')).toBeTruthy();
    expect(row.getByText('0 / 200 / 2000 / 8000')).toBeTruthy();
    expect(within(screen.getByTestId('log-3')).getByText('5 天')).toBeTruthy();
    expect(api.requests.find((u) => u.pathname === '/v2/admin/api/settings/log')!.searchParams.get('page')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/v2/admin/settings'));
  });

  it('shows the screen in English', async () => {
    stub();
    renderWithApp(<SettingsPage />, { lang: 'en', path: '/v2/admin/settings', search: 'language=en' });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    await screen.findByLabelText('Sophomore from');
    expect(value('Sophomore from')).toBe('100');
    expect(value('Medium highest')).toBe('15');
    const row = within(await screen.findByTestId('log-3'));
    expect(row.getByText('Days before urging')).toBeTruthy();
    expect(row.getByText('7 days')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Changed by' })).toBeTruthy();
  });
});

describe('console settings for a member who may not change them', { timeout: 20_000 }, () => {
  it.each(['viewer', 'triager'] as const)('a %s reads every value, read-only, with no save and the log below', async (role) => {
    signInStaff([role]);
    stub();
    renderWithApp(<SettingsPage />, { path: '/v2/admin/settings' });
    const elite = (await screen.findByLabelText('精英白帽起点')) as HTMLInputElement;
    expect([elite.value, value('中危最高'), value('第一名'), value('间隔（天）')]).toEqual(['100', '15', '300', '7']);
    expect(elite.readOnly).toBe(true);
    const phone = screen.getByLabelText('提交漏洞须绑定手机') as HTMLInputElement;
    expect(phone.checked).toBe(true);
    fireEvent.click(phone);
    expect(phone.checked).toBe(true);
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByRole('button', { name: '恢复当前值' })).toBeNull();
    expect(await screen.findByTestId('log-4')).toBeTruthy();
  });
});
