// The console's stream events reach its screens: a report's change refetches the queue and that
// report's reads (once for a burst), and a mention of the reader shows a notice naming the author.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { $api } from '../../lib/query';
import { notifyInfo } from '../../lib/notify';
import { GATHER_MS } from './liveBugs';
import { LiveInbox } from './LiveInbox';

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(name: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(name: string, data: unknown) {
    for (const fn of this.listeners.get(name) ?? []) fn(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());
// The toast widget mounts with the app's shell: the notice is checked where it is asked for.
vi.mock('../../lib/notify', () => ({ notifyInfo: vi.fn(), notifySuccess: vi.fn(), notifyError: vi.fn() }));

function Reads() {
  const queue = $api.useQuery('get', '/v2/admin/api/bug', { params: { query: { page: 1, pageSize: 20 } } });
  const report = $api.useQuery('get', '/v2/admin/api/bug/{id}/log', { params: { path: { id: 11 }, query: { page: 1, pageSize: 100 } } });
  const other = $api.useQuery('get', '/v2/admin/api/bug/{id}/log', { params: { path: { id: 12 }, query: { page: 1, pageSize: 100 } } });
  return <p>{queue.data && report.data && other.data ? 'loaded' : 'loading'}</p>;
}

const reads = (api: { requests: URL[] }, pathname: string) => api.requests.filter((u) => u.pathname === pathname).length;

describe('the console’s live events', { timeout: 20_000 }, () => {
  it('refetch the queue and the changed report’s reads once for a burst, and leave other reports alone', async () => {
    const api = stubApi()
      .get('/v2/admin/api/bug', { total: 0, bugs: [] })
      .get('/v2/admin/api/bug/{id}/log', { total: 0, logs: [] })
      .get('/v2/admin/api/inbox/unread', { total: 0, kinds: [] });
    renderWithApp(
      <LiveInbox>
        <Reads />
      </LiveInbox>,
      { lang: 'en', path: '/v2/admin/bugs' },
    );
    expect(await screen.findByText('loaded')).toBeTruthy();
    const es = FakeEventSource.all[0]!;
    const before = { queue: reads(api, '/v2/admin/api/bug'), mine: reads(api, '/v2/admin/api/bug/11/log'), other: reads(api, '/v2/admin/api/bug/12/log') };
    act(() => {
      es.emit('bug', { id: 11 });
      es.emit('bug', { id: 11 });
    });
    await waitFor(() => expect(reads(api, '/v2/admin/api/bug/11/log')).toBe(before.mine + 1), { timeout: GATHER_MS * 5 });
    expect(reads(api, '/v2/admin/api/bug')).toBe(before.queue + 1);
    expect(reads(api, '/v2/admin/api/bug/12/log')).toBe(before.other);
  });

  it('show a notice when someone mentions the reader', async () => {
    stubApi().get('/v2/admin/api/inbox/unread', { total: 0, kinds: [] });
    renderWithApp(
      <LiveInbox>
        <p>console</p>
      </LiveInbox>,
      { lang: 'zh', path: '/v2/admin' },
    );
    await screen.findByText('console');
    act(() => FakeEventSource.all[0]!.emit('mention', { id: 12, by: { userId: 2, nickname: '张三', portrait: '' } }));
    expect(notifyInfo).toHaveBeenCalledWith('张三 在报告 #12 的内部备注中提到了你');
  });
});
