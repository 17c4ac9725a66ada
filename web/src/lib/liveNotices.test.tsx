// The live-notice hook with a stand-in EventSource: events reach their handlers, the stream opens
// only when signed in, repeated failures (or an answer that is not a stream, or no EventSource at
// all) switch to polling at the fixed interval, and only an automated browser may poll faster.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAILURES_BEFORE_POLLING, POLL_MS, useLiveNotices, type LiveHandlers } from './liveNotices';

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
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
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  emit(name: string, data: unknown) {
    for (const fn of this.listeners.get(name) ?? []) fn(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
  fail(closed = false) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

function handlers(): LiveHandlers & { [K in keyof LiveHandlers]-?: ReturnType<typeof vi.fn> } {
  return { onUnread: vi.fn(), onNotice: vi.fn(), onInbox: vi.fn(), onBug: vi.fn(), onPresence: vi.fn(), onMention: vi.fn(), poll: vi.fn() } as never;
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (window as { __srcLivePollMs?: number }).__srcLivePollMs;
  delete (navigator as { webdriver?: boolean }).webdriver;
});

describe('useLiveNotices', () => {
  it('opens the stream only when enabled and hands each event to its handler', () => {
    const h = handlers();
    const { result, rerender, unmount } = renderHook(({ on }) => useLiveNotices(on, h), { initialProps: { on: false } });
    expect(FakeEventSource.all).toHaveLength(0);
    rerender({ on: true });
    const es = FakeEventSource.all[0]!;
    expect(es.url).toMatch(/^\/v2\/api\/notice\/stream\?language=(zh|en)$/);
    act(() => es.open());
    expect(result.current).toBe('live');
    const notice = { id: 7, type: 'user', title: 'x', link: null, createTime: '2026-11-25 10:00:00' };
    act(() => {
      es.emit('unread', { unread: 4 });
      es.emit('notice', notice);
      es.emit('inbox', { total: 2, kinds: [] });
      es.emit('bug', { id: 11 });
      es.emit('presence', { id: 12 });
      es.emit('mention', { id: 13, by: { userId: 2, nickname: '张三', portrait: '' } });
    });
    expect(h.onBug).toHaveBeenCalledWith(11);
    expect(h.onPresence).toHaveBeenCalledWith(12);
    expect(h.onMention).toHaveBeenCalledWith({ id: 13, by: { userId: 2, nickname: '张三', portrait: '' } });
    expect(h.onUnread).toHaveBeenCalledWith(4);
    expect(h.onNotice).toHaveBeenCalledWith(notice);
    expect(h.onInbox).toHaveBeenCalledWith({ total: 2, kinds: [] });
    expect(h.poll).not.toHaveBeenCalled();
    unmount();
    expect(es.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('polls every POLL_MS after repeated failures, and a dropped connection that comes back does not count', () => {
    const h = handlers();
    const { result } = renderHook(() => useLiveNotices(true, h));
    const es = FakeEventSource.all[0]!;
    act(() => es.fail());
    act(() => es.open()); // the browser reconnected by itself
    for (let i = 0; i < FAILURES_BEFORE_POLLING - 1; i++) act(() => es.fail());
    expect(result.current).toBe('live');
    act(() => es.fail());
    expect(result.current).toBe('polling');
    expect(es.readyState).toBe(FakeEventSource.CLOSED);
    expect(h.poll).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(POLL_MS * 2);
    });
    expect(h.poll).toHaveBeenCalledTimes(3);
  });

  it('polls at once when the answer is not a stream (an envelope)', () => {
    const h = handlers();
    const { result } = renderHook(() => useLiveNotices(true, h));
    act(() => FakeEventSource.all[0]!.fail(true));
    expect(result.current).toBe('polling');
    expect(h.poll).toHaveBeenCalledTimes(1);
  });

  it('polls instead of reconnecting when the server replaced this stream with a newer one of the account', () => {
    const h = handlers();
    const { result } = renderHook(() => useLiveNotices(true, h));
    const es = FakeEventSource.all[0]!;
    act(() => es.open());
    act(() => es.emit('replaced', {}));
    expect(result.current).toBe('polling');
    expect(es.readyState).toBe(FakeEventSource.CLOSED);
    expect(h.poll).toHaveBeenCalledTimes(1);
  });

  it('polls without EventSource; a faster interval is honoured only in an automated browser', () => {
    vi.stubGlobal('EventSource', undefined);
    (window as { __srcLivePollMs?: number }).__srcLivePollMs = 2_000;
    const person = handlers();
    const first = renderHook(() => useLiveNotices(true, person));
    expect(first.result.current).toBe('polling');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(person.poll).toHaveBeenCalledTimes(1);
    first.unmount();

    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    const robot = handlers();
    renderHook(() => useLiveNotices(true, robot));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(robot.poll).toHaveBeenCalledTimes(6);
  });
});
