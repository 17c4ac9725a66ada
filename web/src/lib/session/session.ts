// The visitor's session: `unknown` until getInfo answers, then signed in (the user and the message
// centre's unread count) or signed out. It is a query of the app's one cache
// (lib/query/queryClient.ts), beside every other answer of the API: loadSession.ts reads getInfo
// at start-up and after signing in, and the screens that show the session only read the cache (they
// never ask getInfo themselves); the live notices and the message centre write the unread count.
import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import type { components } from '@generated/api';
import { appQueryClient } from '../query/queryClient';

export type SessionUser = components['schemas']['SessionUser'];

export type Session = { status: 'unknown' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser; unread: number };

export const SESSION_KEY = ['session'] as const;

const UNKNOWN: Session = { status: 'unknown' };

// Kept for the page's life even while no screen shows it (a guard may still ask), and never stale:
// only a new getInfo answer changes it.
appQueryClient.setQueryDefaults(SESSION_KEY, { gcTime: Infinity, staleTime: Infinity });

/** The session as a screen shows it: the screen renders again when it changes. */
export function useSession(): Session {
  return useQuery<Session>({ queryKey: SESSION_KEY, queryFn: skipToken }).data ?? UNKNOWN;
}

/** The signed-in user, or null. */
export function useSignedInUser(): SessionUser | null {
  const session = useSession();
  return session.status === 'signedIn' ? session.user : null;
}

export function currentSession(client: QueryClient = appQueryClient): Session {
  return client.getQueryData<Session>(SESSION_KEY) ?? UNKNOWN;
}

export function setSession(session: Session, client: QueryClient = appQueryClient): void {
  client.setQueryData<Session>(SESSION_KEY, session);
}

// Whether the last start-up info call failed (network, timeout, a server error) while the session
// is still unknown: a page that waits for the session shows the failure and a retry instead of
// waiting forever.
const STARTUP_FAILED_KEY = ['session-startup-failed'] as const;
appQueryClient.setQueryDefaults(STARTUP_FAILED_KEY, { gcTime: Infinity, staleTime: Infinity });

export function useSessionLoadFailed(): boolean {
  return useQuery<boolean>({ queryKey: STARTUP_FAILED_KEY, queryFn: skipToken }).data ?? false;
}

export function setSessionLoadFailed(failed: boolean, client: QueryClient = appQueryClient): void {
  client.setQueryData<boolean>(STARTUP_FAILED_KEY, failed);
}

/** The message centre's unread count, as the stream, a poll or a list answer tells it. */
export function setNoticeUnread(unread: number, client: QueryClient = appQueryClient): void {
  client.setQueryData<Session>(SESSION_KEY, (s) => (s?.status === 'signedIn' && s.unread !== unread ? { ...s, unread } : s));
}

// The server's clock, as the start-up info call's answer dates it (its Date header): what the site
// takes as "now" where the day or month matters for what it asks the server — the rank periods
// are UTC+8 months of the server's time, so a browser whose clock is off (or in another time zone
// near midnight) must not pick another month. Kept in the app's one cache so screens waiting for it
// render again once it is known.
// (Beside the session: both come from that one answer, and the home page loads this module anyway.)
const CLOCK_KEY = ['server-clock'] as const;
appQueryClient.setQueryDefaults(CLOCK_KEY, { gcTime: Infinity, staleTime: Infinity });

interface Clock {
  /** Server time minus browser time, in ms. */
  offsetMs: number;
}

/**
 * Learns the offset from an answer's Date header (whole seconds: close enough for a month). With no
 * usable header — the start-up call failed, or a proxy dropped it — the browser's clock is all there
 * is, and it is settled on so that no screen waits for ever.
 */
export function learnServerTime(dateHeader: string | null, receivedAt = Date.now(), client: QueryClient = appQueryClient): void {
  const serverMs = dateHeader ? Date.parse(dateHeader) : NaN;
  if (Number.isFinite(serverMs)) client.setQueryData<Clock>(CLOCK_KEY, { offsetMs: serverMs - receivedAt });
  else if (!client.getQueryData<Clock>(CLOCK_KEY)) client.setQueryData<Clock>(CLOCK_KEY, { offsetMs: 0 });
}

/** The server's "now" once known (null before the start-up call has answered or failed). */
export function useServerNow(): (() => Date) | null {
  const clock = useQuery<Clock>({ queryKey: CLOCK_KEY, queryFn: skipToken }).data;
  if (!clock) return null;
  return () => new Date(Date.now() + clock.offsetMs);
}
