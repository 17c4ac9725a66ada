// Signing out closes the page's notice stream before it asks the server: the server ends a signed-out
// session's streams, and a stream still held would reconnect as nobody and be refused. A sign-out
// that fails opens the stream again.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useLiveNotices } from '../../lib/liveNotices';
import { type SessionUser, setSession } from '../../lib/session/session';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { SessionArea } from './SessionArea';

class FakeEventSource {
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener() {}
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

function PageWithStream() {
  useLiveNotices(true, { poll: () => {} });
  return <SessionArea />;
}

afterEach(() => {
  act(() => setSession({ status: 'unknown' }));
  vi.unstubAllGlobals();
});

it('closes the stream before the sign-out request, and opens it again when the sign-out fails', async () => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  const stub = stubApi().fail('/v2/api/logout', 1000, '系统繁忙');
  const openAtRequest: number[] = [];
  const fetchStub = globalThis.fetch;
  vi.stubGlobal('fetch', (input: Request) => {
    if (new URL(input.url).pathname === '/v2/api/logout') openAtRequest.push(FakeEventSource.all.filter((es) => es.readyState !== FakeEventSource.CLOSED).length);
    return fetchStub(input);
  });
  setSession({ status: 'signedIn', user: { nickname: 'Ada', portrait: '', hasNickname: true } as unknown as SessionUser, unread: 0 });
  renderWithApp(<PageWithStream />);
  expect(FakeEventSource.all).toHaveLength(1);

  fireEvent.click(screen.getByRole('button', { name: '退出' }));
  await waitFor(() => expect(stub.posts.map((p) => p.path)).toEqual(['/v2/api/logout']));
  expect(openAtRequest).toEqual([0]);
  // The failure is shown by the mutation; the page, still signed in, streams again.
  await waitFor(() => expect(FakeEventSource.all).toHaveLength(2));
  expect(FakeEventSource.all[1]!.readyState).not.toBe(FakeEventSource.CLOSED);
});
