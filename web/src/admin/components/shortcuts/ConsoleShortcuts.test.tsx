import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@generated/enums';
import { renderWithApp } from '../../../test/render';
import { signInStaff } from '../../../test/staffSession';
import { ConsoleShortcuts } from './ConsoleShortcuts';

vi.mock('../../../lib/notify', async (original) => ({ ...(await original<object>()), notifyInfo: vi.fn() }));
const { notifyInfo } = await import('../../../lib/notify');

const press = (key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(document.body, { key, ...init });

function renderKeys(roles: StaffRole[], lang: 'zh' | 'en' = 'en') {
  signInStaff(roles);
  return renderWithApp(
    <>
      <ConsoleShortcuts />
      <input aria-label="search" data-shortcut-search="" />
    </>,
    { lang, path: '/v2/admin/', search: lang === 'en' ? 'language=en' : '' },
  );
}

const rowsOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('console shortcuts everywhere', { timeout: 15_000 }, () => {
  it('? lists every shortcut a triager may use, grouped, and Escape closes the list', async () => {
    renderKeys(['triager']);
    press('?', { shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByRole('table', { name: 'Inbox and triage queue' })).toBeTruthy();
    expect(rowsOf(dialog)).toEqual([
      '?Show this list',
      '/Focus the search field',
      'g then iGo to the inbox',
      'g then qGo to the triage queue',
      'jHighlight the next row',
      'kHighlight the previous row',
      'o or EnterOpen the highlighted row',
      'aAssign the report to me',
      'aAssign the report to me',
      'rWrite a reply to the researcher',
      'nWrite an internal note',
    ]);
    // The list is open: a shortcut does not act under it.
    press('?', { shiftKey: true });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists for a viewer, in Chinese, nothing the viewer cannot do', async () => {
    renderKeys(['viewer'], 'zh');
    press('?', { shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: '键盘快捷键' });
    const rows = rowsOf(dialog);
    expect(rows).toContain('g 再按 i前往待办消息');
    expect(rows).toContain('o 或 Enter打开高亮的行');
    expect(rows.some((r) => r?.includes('分配给我') || r?.includes('回复研究员') || r?.includes('内部备注'))).toBe(false);
    expect(within(dialog).queryByRole('table', { name: '报告审核页' })).toBeNull();
  });

  it('g i and g q go to the inbox and the queue, / focuses the search field', async () => {
    const { location } = renderKeys(['triager']);
    press('g');
    press('i');
    await waitFor(() => expect(location.history.at(-1)).toBe('/v2/inbox?language=en'));
    press('g');
    press('q');
    await waitFor(() => expect(location.history.at(-1)).toBe('/v2/bugs?language=en'));
    expect(press('/')).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText('search'));
    // Typing in it now is text: g i does not navigate.
    const before = location.history.length;
    fireEvent.keyDown(screen.getByLabelText('search'), { key: 'g' });
    fireEvent.keyDown(screen.getByLabelText('search'), { key: 'i' });
    expect(location.history.length).toBe(before);
  });

  it('g q for a role that may not read the queue stays put and says so', async () => {
    const { location } = renderKeys(['editor']);
    const before = location.history.length;
    press('g');
    press('q');
    expect(notifyInfo).toHaveBeenCalledWith('Your role does not open that page');
    expect(location.history.length).toBe(before);
  });
});
