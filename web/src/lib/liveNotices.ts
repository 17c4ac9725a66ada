// Live notices (the streamNotices operation): one EventSource per signed-in page, whose events the
// caller turns into cache updates (unread counts, the notice list, the console's inbox badge, and
// the console's lists and review page when a report changes). The
// browser reconnects by itself after a dropped connection, sending Last-Event-ID, and the server
// replays what was missed. When the stream fails again and again (a proxy that cuts it, a server at
// its cap answering the envelope) or the browser has no EventSource, the caller's poll runs every
// POLL_MS instead, and the stream is tried again now and then.
import { atom, useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { components } from '@generated/api';
import { pageLanguage } from './language/language';
import { appStore } from './store';

export type StreamNotice = components['schemas']['NoticeStreamNotice'];
export type InboxUnread = components['schemas']['StaffInboxUnread'];
export type StreamMention = components['schemas']['NoticeStreamMention'];

export interface LiveHandlers {
  onUnread?(unread: number): void;
  onNotice?(notice: StreamNotice): void;
  onInbox?(counts: InboxUnread): void;
  /** Staff only: a change to that report was committed (the console refetches what shows it). */
  onBug?(id: number): void;
  /** Staff only: who has that report open changed. */
  onPresence?(id: number): void;
  /** Staff only: someone mentioned the reader in an internal note on that report. */
  onMention?(mention: StreamMention): void;
  /** Reads the counts once (the fallback's polling); the stream's events make it unnecessary. */
  poll(): void;
}

export type LiveMode = 'off' | 'live' | 'polling';

const STREAM_PATH = '/v2/api/notice/stream';
/** Unanswered connection attempts in a row after which the page polls instead. */
export const FAILURES_BEFORE_POLLING = 3;
/** How often the fallback polls (within the 30–60 s the server is sized for). */
export const POLL_MS = 45_000;
/** How long the page polls before trying the stream again. */
export const STREAM_RETRY_MS = 5 * 60_000;

/**
 * An automated browser (navigator.webdriver: the end-to-end tests) may poll faster, so a test of the
 * fallback need not wait 45 s. A person's browser always polls every POLL_MS.
 */
function pollInterval(): number {
  const wanted = (window as { __srcLivePollMs?: unknown }).__srcLivePollMs;
  return navigator.webdriver && typeof wanted === 'number' && wanted >= 1_000 ? wanted : POLL_MS;
}

function parse<T>(event: MessageEvent<string>): T | null {
  try {
    return JSON.parse(event.data) as T;
  } catch {
    return null;
  }
}

const pausedAtom = atom(false);

/**
 * Closes the page's streams until the returned resume is called. Signing out pauses them before it
 * asks the server: the server ends a signed-out session's streams, and a stream the page still held
 * would reconnect as nobody and be refused (the browser logs that refusal as an error).
 */
export function pauseLiveNotices(): () => void {
  appStore.set(pausedAtom, true);
  return () => appStore.set(pausedAtom, false);
}

/** Opens the stream while `wanted` and not paused; answers whether events arrive live or the page polls. */
export function useLiveNotices(wanted: boolean, handlers: LiveHandlers): LiveMode {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [mode, setMode] = useState<LiveMode>('off');
  const paused = useAtomValue(pausedAtom, { store: appStore });
  const enabled = wanted && !paused;

  useEffect(() => {
    if (!enabled) {
      setMode('off');
      return;
    }
    let source: EventSource | null = null;
    let pollTimer: number | undefined;
    let retryTimer: number | undefined;
    let failures = 0;
    let stopped = false;

    const startPolling = () => {
      source?.close();
      source = null;
      setMode('polling');
      latest.current.poll();
      pollTimer = window.setInterval(() => latest.current.poll(), pollInterval());
      if (typeof EventSource === 'function') retryTimer = window.setTimeout(openStream, STREAM_RETRY_MS);
    };

    function openStream() {
      if (stopped) return;
      window.clearInterval(pollTimer);
      failures = 0;
      const es = new EventSource(`${STREAM_PATH}?language=${pageLanguage()}`);
      source = es;
      es.onopen = () => {
        failures = 0;
        setMode('live');
      };
      es.onerror = () => {
        failures += 1;
        // CLOSED: the answer was not a stream (an envelope: signed out, or the server is full).
        if (es.readyState === EventSource.CLOSED || failures >= FAILURES_BEFORE_POLLING) startPolling();
      };
      es.addEventListener('unread', (e) => {
        const data = parse<{ unread: number }>(e);
        if (data) latest.current.onUnread?.(data.unread);
      });
      es.addEventListener('notice', (e) => {
        const data = parse<StreamNotice>(e);
        if (data) latest.current.onNotice?.(data);
      });
      // More of this account's pages are open than the server keeps streams for: this one polls.
      es.addEventListener('replaced', startPolling);
      es.addEventListener('inbox', (e) => {
        const data = parse<InboxUnread>(e);
        if (data) latest.current.onInbox?.(data);
      });
      es.addEventListener('bug', (e) => {
        const data = parse<{ id: number }>(e);
        if (data) latest.current.onBug?.(data.id);
      });
      es.addEventListener('presence', (e) => {
        const data = parse<{ id: number }>(e);
        if (data) latest.current.onPresence?.(data.id);
      });
      es.addEventListener('mention', (e) => {
        const data = parse<StreamMention>(e);
        if (data) latest.current.onMention?.(data);
      });
    }

    if (typeof EventSource === 'function') openStream();
    else startPolling();
    return () => {
      stopped = true;
      source?.close();
      window.clearInterval(pollTimer);
      window.clearTimeout(retryTimer);
    };
  }, [enabled]);

  return mode;
}
