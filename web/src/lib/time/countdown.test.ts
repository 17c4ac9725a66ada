import { describe, expect, it } from 'vitest';
import { activityCountdown, splitDuration } from './countdown';

const start = 1_793_462_400_000;
const end = 1_794_326_399_000;

describe('activity countdown from the server time (docs/rules.md#states-and-transitions)', () => {
  it('counts down to the start before it begins', () => {
    expect(activityCountdown(start - 90_000, start, end)).toEqual({ state: 'upcoming', remaining: 90_000 });
  });

  it('is ongoing from the start to the end, counting down to the end', () => {
    expect(activityCountdown(start, start, end)).toEqual({ state: 'ongoing', remaining: end - start });
    expect(activityCountdown(end, start, end)).toEqual({ state: 'ongoing', remaining: 0 });
  });

  it('has ended after the end', () => {
    expect(activityCountdown(end + 1, start, end)).toEqual({ state: 'ended', remaining: 0 });
  });

  it('splits a duration into days, hours, minutes and seconds', () => {
    expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
