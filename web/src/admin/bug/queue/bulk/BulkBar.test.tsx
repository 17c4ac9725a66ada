import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { StaffRole } from '@generated/enums';
import { stubApi } from '../../../../test/apiStub';
import { renderWithApp } from '../../../../test/render';
import { signInStaff } from '../../../../test/staffSession';
import { BugQueuePage } from '../BugQueuePage';

afterEach(() => vi.unstubAllGlobals());

const SLOW = 20_000;
const row = (id: number) => ({
  id,
  name: `Report ${id}`,
  level: 3 as const,
  status: 10 as const,
  statusText: 'Unreviewed',
  mainTypeText: 'Application',
  submitTime: '2026-10-28 09:12:45',
  reporter: { userId: 3, nickname: 'LiTheHunter', portrait: '/p.png' },
  rewardCoins: 0,
  urged: false,
  assignee: null,
  unreadReply: false,
  lastReporterReplyTime: null,
  slaNextClock: null,
  slaDueTime: null,
  slaBreached: false,
  needsInfo: false,
});

function stub() {
  return stubApi()
    .get('/v2/admin/api/bug', { total: 30, bugs: [row(11), row(12)] })
    .get('/v2/admin/api/bug-view', { views: [] })
    .post('/v2/admin/api/bug/bulk', {
      done: [{ id: 11, status: 20 }],
      refused: [{ id: 12, retcode: 1006, message: '"Start review" is not allowed in status Confirmed' }],
    });
}

function renderQueue(roles: StaffRole[], lang: 'zh' | 'en' = 'en') {
  signInStaff(roles);
  return renderWithApp(
    <Route path="/admin" nest>
      <Route path="/bugs" component={BugQueuePage} />
    </Route>,
    { lang, path: '/v2/admin/bugs', search: 'status=10&sort=waiting' },
  );
}

async function tick(name: string) {
  const box = screen.getByRole('checkbox', { name });
  fireEvent.click(box);
  // The checkboxes report their change asynchronously.
  await waitFor(() => expect(box.closest('label')?.getAttribute('data-state')).toBe('checked'));
}

describe('bulk actions on the queue', () => {
  it(
    'selects all matching, confirms, sends the filter and lists what was done and refused',
    async () => {
      const api = stub();
      renderQueue(['triager']);
      await screen.findByRole('link', { name: 'Report 11' });
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
      await tick('Select this page');
      const bar = await screen.findByRole('region', { name: 'Bulk actions' });
      expect(within(bar).getByText('2 selected')).toBeTruthy();
      // A hand-picked selection is not what the export writes: the export waits.
      expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
      fireEvent.click(within(bar).getByRole('button', { name: 'Select all 30 matching' }));
      await waitFor(() => expect(within(bar).getByText('30 selected')).toBeTruthy());
      fireEvent.click(within(bar).getByRole('button', { name: 'Start review' }));
      const dialog = await screen.findByRole('dialog', { name: 'Start review: 30 reports' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Start review' }));
      const result = await screen.findByRole('dialog', { name: 'Bulk action result' });
      expect(api.posts).toHaveLength(1);
      // The sort is no filter: every matching report, whatever the order.
      expect([...api.posts[0]!.form]).toEqual([
        ['action', 'start'],
        ['filter', 'status=10'],
      ]);
      expect(within(result).getByText('Done: 1')).toBeTruthy();
      expect(within(within(result).getByRole('list', { name: 'Reports done' })).getByText('Under review')).toBeTruthy();
      expect(within(within(result).getByRole('list', { name: 'Reports refused' })).getByText(/not allowed in status Confirmed/)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'asks for the ignore reason before sending ticked ids (Chinese)',
    async () => {
      const api = stub();
      renderQueue(['owner'], 'zh');
      await screen.findByRole('link', { name: 'Report 11' });
      await tick('选择报告 #12');
      const bar = await screen.findByRole('region', { name: '批量操作' });
      expect(within(bar).getByText('已选 1 项')).toBeTruthy();
      fireEvent.click(within(bar).getByRole('button', { name: '忽略' }));
      const dialog = await screen.findByRole('alertdialog');
      fireEvent.click(within(dialog).getByRole('button', { name: '忽略' }));
      expect(await within(dialog).findByRole('alert')).toBeTruthy();
      expect(api.posts).toHaveLength(0);
      fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'out-of-scope' } });
      fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '不在测试范围' } });
      fireEvent.click(within(dialog).getByRole('button', { name: '忽略' }));
      await waitFor(() => expect(api.posts).toHaveLength(1));
      expect([...api.posts[0]!.form]).toEqual([
        ['action', 'ignore'],
        ['ids', '12'],
        ['ignoreReason', 'out-of-scope'],
        ['comment', '不在测试范围'],
      ]);
      expect(await screen.findByRole('dialog', { name: '批量操作结果' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    'offers no ticks to a role that cannot act',
    async () => {
      stub();
      renderQueue(['viewer']);
      await screen.findByRole('link', { name: 'Report 11' });
      expect(screen.queryByRole('checkbox', { name: 'Select this page' })).toBeNull();
      expect(screen.queryByRole('checkbox', { name: 'Select report #11' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Export CSV' })).toBeTruthy();
    },
    SLOW,
  );
});
