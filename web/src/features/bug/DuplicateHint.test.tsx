import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Retcode } from '@generated/enums';
import { setSession, type SessionUser } from '../../lib/session/session';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { DuplicateHint } from './DuplicateHint';

beforeEach(() => setSession({ status: 'signedIn', user: {} as SessionUser, unread: 0 }));
afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ status: 'unknown' });
});

const SLOW = 15_000;
const HINTS = [
  { kind: 'known' as const, id: 3, title: '登录接口短信验证码可爆破', note: '修复排期中，重复提交不予奖励。', time: '2026-10-20 10:00:00', status: null, score: 0.62 },
  { kind: 'disclosure' as const, id: 4, title: '登录页面存在SQL注入', note: '', time: '2026-10-28 16:05:12', status: null, score: 0.41 },
  { kind: 'ownReport' as const, id: 12, title: null, note: '', time: '2026-11-02 10:30:00', status: 30 as const, score: 0.35 },
];
const hintRequests = (api: ReturnType<typeof stubApi>) => api.requests.filter((u) => u.pathname === '/v2/api/bug-hint');

/** The hint under a title box, as in the report form. */
function Typing({ link, bugId }: { link: string; bugId: number | null }) {
  const [title, setTitle] = useState('');
  return (
    <>
      <input aria-label="title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
      <DuplicateHint title={title} link={link} bugId={bugId} />
    </>
  );
}

describe('the duplicate hint', () => {
  it(
    'asks once typing pauses, then lists disclosures, known issues and own reports (zh)',
    async () => {
      const api = stubApi().get('/v2/api/bug-hint', { hints: HINTS });
      renderWithApp(<Typing link="https://www.example.com/login" bugId={7} />);
      for (const typed of ['登', '登录', '登录接口', ' 登录接口验证码 ']) fireEvent.change(screen.getByLabelText('title'), { target: { value: typed } });
      const region = await screen.findByRole('region', { name: '可能与以下内容重复' });
      // Only the settled text was sent, trimmed, with the report being edited.
      expect(hintRequests(api).map((u) => [u.searchParams.get('title'), u.searchParams.get('link'), u.searchParams.get('bugId')])).toEqual([
        ['登录接口验证码', 'https://www.example.com/login', '7'],
      ]);
      const items = within(region).getAllByRole('listitem');
      expect(items.map((li) => li.textContent)).toEqual([
        '已知问题登录接口短信验证码可爆破2026-10-20 · 相似度 62%修复排期中，重复提交不予奖励。',
        '公开披露登录页面存在SQL注入2026-10-28 · 相似度 41%',
        '我的报告我的报告 #12已确认2026-11-02 · 相似度 35%',
      ]);
      expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe('/v2/disclosure/4');
      expect(within(items[2]!).getByRole('link').getAttribute('href')).toBe('/v2/user/bug/12');
      // A known issue has no page of its own.
      expect(within(items[0]!).queryByRole('link')).toBeNull();
    },
    SLOW,
  );

  it(
    'shows nothing when nothing is alike, or for a visitor not signed in',
    async () => {
      const api = stubApi().get('/v2/api/bug-hint', { hints: [] });
      const view = renderWithApp(<DuplicateHint title="Open redirect after logout" link="" bugId={null} />, { lang: 'en' });
      await waitFor(() => expect(hintRequests(api)).toHaveLength(1));
      await waitFor(() => expect(view.container.textContent).toBe(''));
      view.unmount();
      setSession({ status: 'signedOut' });
      const visitor = renderWithApp(<DuplicateHint title="Open redirect" link="" bugId={null} />, { lang: 'en' });
      expect(visitor.container.textContent).toBe('');
      expect(hintRequests(api)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'says quietly when it could not ask, without stopping anything (en)',
    async () => {
      stubApi().fail('/v2/api/bug-hint', Retcode.RateLimited, 'Too many requests');
      renderWithApp(<DuplicateHint title="SQL injection" link="" bugId={null} />, { lang: 'en' });
      expect(await screen.findByText('Could not look for similar items just now; you can still submit.')).toBeTruthy();
      expect(screen.queryByRole('region')).toBeNull();
    },
    SLOW,
  );
});
