// Activity state from the server's clock (docs/rules.md#states-and-transitions): not started counts down to the start, ongoing
// counts down to the end, finished shows 'activity ended'.
import type { ActivityState } from '@generated/enums';

export interface Countdown {
  state: ActivityState;
  /** Milliseconds to the next boundary (start or end); 0 once ended. */
  remaining: number;
}

export function activityCountdown(now: number, startTime: number, endTime: number): Countdown {
  if (now < startTime) return { state: 'upcoming', remaining: startTime - now };
  if (now <= endTime) return { state: 'ongoing', remaining: endTime - now };
  return { state: 'ended', remaining: 0 };
}

export interface Duration {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitDuration(ms: number): Duration {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
