import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { signInStaff } from '../../test/staffSession';
import { JobRunsPanel } from './JobRunsPanel';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/v2/admin/api/settings/jobs';
const jobs: components['schemas']['JobRun'][] = [
  {
    job: 'housekeeping',
    lastRun: { startTime: '2026-11-27 09:00:00', finishTime: '2026-11-27 09:00:01', ok: true, count: 12, detail: null },
    lastSuccessTime: '2026-11-27 09:00:01',
  },
  {
    job: 'recheckExpiry',
    lastRun: { startTime: '2026-11-27 09:25:00', finishTime: '2026-11-27 09:25:02', ok: false, count: 0, detail: 'connect ECONNREFUSED 10.0.0.5:5432' },
    lastSuccessTime: '2026-11-27 09:20:00',
  },
  { job: 'monthlyPrize', lastRun: null, lastSuccessTime: null },
];
const row = (job: string) => within(screen.getByTestId(`job-${job}`));

describe('the jobs panel of the settings screen', () => {
  it('shows each job with its last run, result, count or error, and last success', async () => {
    signInStaff(['viewer']);
    stubApi().get(PATH, { jobs });
    renderWithApp(<JobRunsPanel />, { path: '/v2/admin/settings' });
    expect(await screen.findByText('后台任务')).toBeTruthy();
    await screen.findByTestId('job-housekeeping');
    expect(row('housekeeping').getByText('过期会话与验证码清理')).toBeTruthy();
    expect(row('housekeeping').getByText('成功')).toBeTruthy();
    expect(row('housekeeping').getByText('12')).toBeTruthy();
    expect(row('housekeeping').getAllByText('2026-11-27 09:00:01')).toHaveLength(2);
    expect(row('recheckExpiry').getByText('失败')).toBeTruthy();
    expect(row('recheckExpiry').getByText('connect ECONNREFUSED 10.0.0.5:5432')).toBeTruthy();
    expect(row('recheckExpiry').getByText('2026-11-27 09:20:00')).toBeTruthy();
    expect(row('monthlyPrize').getByText('尚未运行')).toBeTruthy();
    expect(row('monthlyPrize').getByText('暂无')).toBeTruthy();
  });

  it('speaks English on the English console', async () => {
    signInStaff(['owner']);
    stubApi().get(PATH, { jobs });
    renderWithApp(<JobRunsPanel />, { lang: 'en', path: '/v2/admin/settings', search: 'language=en' });
    await screen.findByTestId('job-recheckExpiry');
    expect(screen.getByText('Background jobs')).toBeTruthy();
    expect(row('recheckExpiry').getByText('Re-check expiry')).toBeTruthy();
    expect(row('recheckExpiry').getByText('Failed')).toBeTruthy();
    expect(row('monthlyPrize').getByText('Not run yet')).toBeTruthy();
  });

  it('says so when the read fails, and is not shown to a role that may not read it', async () => {
    signInStaff(['owner']);
    stubApi().fail(PATH, 5000, '服务繁忙');
    const { unmount } = renderWithApp(<JobRunsPanel />, { path: '/v2/admin/settings' });
    expect(await screen.findByText('服务繁忙')).toBeTruthy();
    unmount();

    signInStaff(['triager']);
    const api = stubApi().get(PATH, { jobs });
    renderWithApp(<JobRunsPanel />, { path: '/v2/admin/settings' });
    expect(screen.queryByText('后台任务')).toBeNull();
    expect(api.requests.filter((u) => u.pathname === PATH)).toHaveLength(0);
  });
});
