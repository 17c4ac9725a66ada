import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { stubApi } from '../../../test/apiStub';
import { renderWithApp } from '../../../test/render';
import { signInStaff } from '../../../test/staffSession';
import { BugQueuePage } from '../queue/BugQueuePage';

afterEach(() => vi.unstubAllGlobals());

const SLOW = 20_000;
const VIEWS = [
  { key: 'builtin:urged', name: 'Urged', filter: { urged: true, sort: 'urged' as const }, builtIn: true, shared: true, mine: false, pinned: false, count: 2 },
  { key: '7', name: 'High, waiting', filter: { level: 3 as const, sort: 'waiting' as const }, builtIn: false, shared: false, mine: true, pinned: true, count: 5 },
  { key: '8', name: 'Team triage', filter: { status: 10 as const }, builtIn: false, shared: true, mine: false, pinned: false, count: 9 },
];

function renderQueue(search: string, lang: 'zh' | 'en' = 'en') {
  signInStaff(['triager']);
  return renderWithApp(
    <Route path="/admin" nest>
      <Route path="/bugs" component={BugQueuePage} />
    </Route>,
    { lang, path: '/v2/admin/bugs', search },
  );
}
const stub = () =>
  stubApi()
    .get('/v2/admin/api/bug', { total: 0, bugs: [] })
    .get('/v2/admin/api/bug-view', { views: VIEWS })
    .post('/v2/admin/api/bug-view', { key: '9' })
    .post('/v2/admin/api/bug-view/pin', {})
    .delete('/v2/admin/api/bug-view/{id}', {});

describe('queue views', () => {
  it(
    'shows the view the address holds, and a chosen view replaces the filters',
    async () => {
      stub();
      const { location } = renderQueue('level=3&sort=waiting&keyword=x');
      const select = (await screen.findByRole('combobox', { name: 'Queue view' })) as HTMLSelectElement;
      await screen.findByRole('option', { name: 'Team triage (9)' });
      expect(select.value).toBe('');
      fireEvent.change(select, { target: { value: '8' } });
      await waitFor(() => expect(location.history.at(-1)).toBe('/v2/admin/bugs?status=10'));
      await waitFor(() => expect(select.value).toBe('8'));
    },
    SLOW,
  );

  it(
    'saves the current filters as a shared view (Chinese)',
    async () => {
      const api = stub();
      renderQueue('level=3&urged=true&page=2', 'zh');
      await screen.findByRole('option', { name: 'Urged（2）' });
      fireEvent.click(screen.getByRole('button', { name: '另存为视图' }));
      const dialog = await screen.findByRole('dialog', { name: '将筛选条件保存为视图' });
      fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
      expect(await within(dialog).findByRole('alert')).toBeTruthy();
      fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ' 高危催审 ' } });
      const shared = within(dialog).getByRole('checkbox', { name: '与团队共享' });
      fireEvent.click(shared);
      await waitFor(() => expect(shared.closest('label')?.getAttribute('data-state')).toBe('checked'));
      fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
      await waitFor(() => expect(api.posts).toHaveLength(1));
      expect([...api.posts[0]!.form]).toEqual([
        ['name', '高危催审'],
        ['filter', 'level=3&urged=true'],
        ['shared', 'true'],
      ]);
    },
    SLOW,
  );

  it(
    'pins, and offers rename and delete only on the views one may change',
    async () => {
      const api = stub();
      renderQueue('');
      await screen.findByRole('option', { name: 'Urged (2)' });
      fireEvent.click(screen.getByRole('button', { name: 'Manage views' }));
      const dialog = await screen.findByRole('dialog', { name: 'Queue views' });
      const rows = within(dialog).getAllByRole('listitem');
      expect(rows.map((r) => within(r).queryByRole('button', { name: 'Delete' }) !== null)).toEqual([false, true, false]);
      const pin = within(rows[0]!).getByRole('checkbox', { name: 'In menu' });
      fireEvent.click(pin);
      await waitFor(() => expect(api.posts).toHaveLength(1));
      expect([...api.posts[0]!.form]).toEqual([
        ['key', 'builtin:urged'],
        ['pinned', 'true'],
      ]);
      fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Delete' }));
      fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Really delete' }));
      await waitFor(() => expect(api.posts).toHaveLength(2));
      expect(api.posts[1]).toMatchObject({ method: 'DELETE', path: '/v2/admin/api/bug-view/7' });
    },
    SLOW,
  );
});
