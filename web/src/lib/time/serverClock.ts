// The server's clock, as the start-up info call's answer dates it (its Date header): what the site
// takes as "now" where the day or month matters for what it asks the server — the rank periods
// are UTC+8 months of the server's time, so a browser whose clock is off (or in another time zone
// near midnight) must not pick another month. Kept in the app's one cache so screens waiting for it
// render again once it is known.
import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { appQueryClient } from '../query/queryClient';

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
