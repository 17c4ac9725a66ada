import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderWithApp } from '../../../test/render';
import { signInStaff } from '../../../test/staffSession';
import { KnownIssuesPage } from './KnownIssuesPage';

beforeEach(() => signInStaff(['triager']));
afterEach(() => vi.unstubAllGlobals());

const SLOW = 20_000;
const entry = {
  id: 4,
  kind: 'acceptedRisk' as const,
  title: '帮助中心可被嵌入框架',
  target: 'https://help.example.com/',
  note: '帮助页面无任何操作，已接受该风险。',
  createTime: '2026-10-01 10:00:00',
  updateTime: '2026-10-02 10:00:00',
};

function stub(issues = [entry]) {
  return stubApi()
    .get('/v2/admin/api/known-issue', { total: issues.length, issues })
    .post('/v2/admin/api/known-issue', { id: 5 })
    .put('/v2/admin/api/known-issue/{id}', {})
    .delete('/v2/admin/api/known-issue/{id}', {});
}

describe('known issues', () => {
  it(
    'filters by kind through the address; adds one after its field errors, edits with PUT, removes only after confirming (zh)',
    async () => {
      const api = stub();
      const { location } = renderWithApp(<KnownIssuesPage />, { path: '/v2/known-issues' });
      expect(await screen.findByText('帮助中心可被嵌入框架')).toBeTruthy();
      expect(screen.getAllByText('已接受风险').length).toBeGreaterThan(0);
      fireEvent.change(screen.getByLabelText('类别'), { target: { value: 'known' } });
      await waitFor(() => expect(location.history.at(-1)).toContain('kind=known'));
      await waitFor(() => expect(api.requests.at(-1)!.searchParams.get('kind')).toBe('known'));

      fireEvent.click(screen.getByRole('button', { name: '新增条目' }));
      let dialog = await screen.findByRole('dialog', { name: '新增已知问题' });
      expect(within(dialog).getByText(/请勿填写敏感信息/)).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
      expect(await within(dialog).findByText('请输入标题')).toBeTruthy();
      expect(api.posts).toHaveLength(0);
      fireEvent.change(within(dialog).getByLabelText(/标题/), { target: { value: ' 登录接口短信验证码可爆破 ' } });
      fireEvent.change(within(dialog).getByLabelText(/目标地址/), { target: { value: 'https://www.example.com/login' } });
      fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
      await waitFor(() => expect(api.posts).toHaveLength(1));
      expect(api.posts[0]).toMatchObject({ method: 'POST', path: '/v2/admin/api/known-issue' });
      expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ kind: 'known', title: '登录接口短信验证码可爆破', target: 'https://www.example.com/login', note: '' });

      fireEvent.click(await screen.findByRole('button', { name: '修改“帮助中心可被嵌入框架”' }));
      dialog = await screen.findByRole('dialog', { name: '修改已知问题' });
      expect((within(dialog).getByLabelText(/类别/) as HTMLSelectElement).value).toBe('acceptedRisk');
      fireEvent.change(within(dialog).getByLabelText(/说明/), { target: { value: '不予修复' } });
      fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
      await waitFor(() => expect(api.posts).toHaveLength(2));
      expect(api.posts[1]).toMatchObject({ method: 'PUT', path: '/v2/admin/api/known-issue/4' });
      expect(api.posts[1]!.form.get('note')).toBe('不予修复');

      fireEvent.click(await screen.findByRole('button', { name: '删除“帮助中心可被嵌入框架”' }));
      const confirm = await screen.findByRole('alertdialog');
      expect(api.posts).toHaveLength(2);
      fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
      await waitFor(() => expect(api.posts).toHaveLength(3));
      expect(api.posts[2]).toMatchObject({ method: 'DELETE', path: '/v2/admin/api/known-issue/4' });
    },
    SLOW,
  );

  it(
    'says so when the list is empty; a viewer reads it with nothing to change (en)',
    async () => {
      signInStaff(['viewer']);
      stub([]);
      const first = renderWithApp(<KnownIssuesPage />, { lang: 'en', path: '/v2/known-issues' });
      expect(await screen.findByText('No known issues yet')).toBeTruthy();
      expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual([]);
      first.unmount();
      stub();
      renderWithApp(<KnownIssuesPage />, { lang: 'en', path: '/v2/known-issues' });
      expect(await screen.findByText('帮助中心可被嵌入框架')).toBeTruthy();
      const row = screen.getByText('帮助中心可被嵌入框架').closest('tr')!;
      expect(within(row).getByText('Accepted risk')).toBeTruthy();
      expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    },
    SLOW,
  );
});
