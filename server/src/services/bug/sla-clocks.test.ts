// The clock arithmetic of docs/rules.md#sla-clocks with a fixed `now`: running, met and breached,
// skipped clocks, the self-assessed level until the rating and the audit level after it.
import { describe, expect, it } from 'vitest';
import { median, nearestOpen, slaClock, slaClocks, slaSummary, type SlaFacts, type SlaTargets } from './sla-clocks';

const H = 3600_000;
const T0 = new Date('2026-11-01T00:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * H);

// Distinct per level so a test can tell which level's target applied.
const TARGETS: SlaTargets = {
  firstResponse: [70, 60, 48, 24, 12],
  rating: [240, 200, 168, 120, 100],
  reward: [336, 300, 240, 168, 150],
  resolution: [2160, 2000, 1440, 720, 360],
};

const fresh = (over: Partial<SlaFacts> = {}): SlaFacts => ({
  submittedAt: T0,
  level: 2,
  auditLevel: null,
  rewardCoins: 0,
  firstResponseAt: null,
  ratedAt: null,
  rewardedAt: null,
  resolvedAt: null,
  ...over,
});

describe('one clock', () => {
  it('runs before its due time, with the time elapsed so far', () => {
    const c = slaClock(fresh(), TARGETS, 'firstResponse', at(10));
    expect(c).toMatchObject({ state: 'running', level: 2, targetHours: 48, stoppedAt: null, elapsedHours: 10 });
    expect(c.dueAt).toEqual(at(48));
  });

  it('is breached once the due time passed without the event, and stays open', () => {
    const [first] = slaClocks(fresh(), TARGETS, at(48.5));
    expect(first).toMatchObject({ clock: 'firstResponse', state: 'breached', stoppedAt: null, elapsedHours: 48.5 });
    expect(nearestOpen(slaClocks(fresh(), TARGETS, at(48.5)))?.clock).toBe('firstResponse');
  });

  it('is met when the event came at or before the due time, breached when after', () => {
    expect(slaClock(fresh({ firstResponseAt: at(48) }), TARGETS, 'firstResponse', at(500)).state).toBe('met');
    const late = slaClock(fresh({ firstResponseAt: at(49) }), TARGETS, 'firstResponse', at(500));
    expect(late).toMatchObject({ state: 'breached', elapsedHours: 49 });
    expect(late.stoppedAt).toEqual(at(49));
  });
});

describe('levels', () => {
  it('uses the self-assessed level until the report is rated', () => {
    expect(slaClock(fresh({ level: 4 }), TARGETS, 'rating', at(1)).targetHours).toBe(100);
  });

  it('switches running clocks to the audit level at the rating', () => {
    // Self-assessed 2 (reward 240 h), rated 4 (reward 150 h): at 200 h the reward is late.
    const rated = fresh({ level: 2, auditLevel: 4, firstResponseAt: at(5), ratedAt: at(90), rewardCoins: 0 });
    const reward = slaClock({ ...rated, rewardCoins: 40 }, TARGETS, 'reward', at(200));
    expect(reward).toMatchObject({ level: 4, targetHours: 150, state: 'breached' });
    expect(slaClock({ ...rated, rewardCoins: 40 }, TARGETS, 'resolution', at(200))).toMatchObject({ level: 4, targetHours: 360, state: 'running' });
  });

  it('keeps the self-assessed target for clocks that stopped at or before the rating', () => {
    // First response at 30 h: met against level 2 (48 h), though level 4 would have wanted 12 h.
    const rated = fresh({ level: 2, auditLevel: 4, firstResponseAt: at(30), ratedAt: at(110), rewardCoins: 40 });
    expect(slaClock(rated, TARGETS, 'firstResponse', at(200))).toMatchObject({ level: 2, targetHours: 48, state: 'met' });
    // The rating itself stops at the rating: judged against level 2 (168 h), not level 4 (100 h).
    expect(slaClock(rated, TARGETS, 'rating', at(200))).toMatchObject({ level: 2, targetHours: 168, state: 'met' });
  });

  it('judges a clock that stopped after the rating against the audit level', () => {
    const rated = fresh({ level: 2, auditLevel: 0, firstResponseAt: at(1), ratedAt: at(2), rewardedAt: at(250), rewardCoins: 3 });
    expect(slaClock(rated, TARGETS, 'reward', at(300))).toMatchObject({ level: 0, targetHours: 336, state: 'met' });
  });
});

describe('skipped clocks', () => {
  it('skips rating and reward of a report ignored unrated; its response and resolution are met', () => {
    const ignored = fresh({ firstResponseAt: at(3), resolvedAt: at(3) });
    const states = slaClocks(ignored, TARGETS, at(1000)).map((c) => [c.clock, c.state]);
    expect(states).toEqual([
      ['firstResponse', 'met'],
      ['rating', 'skipped'],
      ['reward', 'skipped'],
      ['resolution', 'met'],
    ]);
    expect(slaClock(ignored, TARGETS, 'rating', at(1000)).elapsedHours).toBe(3);
  });

  it('skips the reward of a report rated at 0 coins, and leaves no open clock but the resolution', () => {
    const rated = fresh({ auditLevel: 0, firstResponseAt: at(1), ratedAt: at(2), rewardCoins: 0 });
    const summary = slaSummary(rated, TARGETS, at(10));
    expect(summary.clocks.find((c) => c.clock === 'reward')?.state).toBe('skipped');
    expect(summary.next?.clock).toBe('resolution');
    expect(summary.breached).toBe(false);
  });

  it('has no open clock once everything stopped', () => {
    const done = fresh({ auditLevel: 3, firstResponseAt: at(1), ratedAt: at(2), rewardedAt: at(2), resolvedAt: at(3), rewardCoins: 20 });
    const summary = slaSummary(done, TARGETS, at(5000));
    expect(summary.next).toBeUndefined();
    expect(summary.clocks.every((c) => c.state === 'met')).toBe(true);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 9])).toBe(5);
    expect(median([4, 1, 2, 10])).toBe(3);
  });
});
