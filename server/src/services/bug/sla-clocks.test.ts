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
  pausedSince: null,
  pausedHours: { firstResponse: 0, rating: 0, reward: 0, resolution: 0 },
  ...over,
});
const paused = (rating: number, reward = rating, resolution = rating) => ({ firstResponse: 0, rating, reward, resolution });

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

describe('pauses while staff wait for the researcher', () => {
  it("moves a running clock's due time by the open pause and keeps it out of the elapsed time", () => {
    // Rating target 168 h (level 2); asked at 100 h, now 150 h: 50 h paused.
    const c = slaClock(fresh({ firstResponseAt: at(100), pausedSince: at(100) }), TARGETS, 'rating', at(150));
    expect(c).toMatchObject({ state: 'paused', elapsedHours: 100 });
    expect(c.dueAt).toEqual(at(168 + 50));
  });

  it('cannot breach while paused, however long the wait', () => {
    const c = slaClock(fresh({ firstResponseAt: at(100), pausedSince: at(100) }), TARGETS, 'rating', at(5000));
    expect(c.state).toBe('paused');
    expect(c.dueAt).toEqual(at(168 + 4900));
  });

  it('stays breached when the due time had passed before the pause began', () => {
    const c = slaClock(fresh({ firstResponseAt: at(1), pausedSince: at(200) }), TARGETS, 'rating', at(300));
    expect(c.state).toBe('breached');
    expect(c.dueAt).toEqual(at(168 + 100));
  });

  it('adds the ended pauses to a clock that runs again, and to one that stopped after them', () => {
    const after = fresh({ firstResponseAt: at(1), pausedHours: paused(30) });
    const running = slaClock(after, TARGETS, 'rating', at(190));
    expect(running).toMatchObject({ state: 'running', elapsedHours: 160 });
    expect(running.dueAt).toEqual(at(198));
    // Confirmed at 190 h: 160 h of review time, within the 168 h target.
    expect(slaClock({ ...after, ratedAt: at(190) }, TARGETS, 'rating', at(400))).toMatchObject({ state: 'met', elapsedHours: 160 });
    expect(slaClock({ ...after, ratedAt: at(190) }, TARGETS, 'rating', at(400)).state).not.toBe(
      slaClock({ ...fresh({ firstResponseAt: at(1) }), ratedAt: at(190) }, TARGETS, 'rating', at(400)).state,
    );
  });

  it('counts the open pause only up to a clock that stopped during it, and not at all for one stopped before', () => {
    // Asked at 100 h, confirmed at 120 h while still waiting: 20 h of the pause count for the rating.
    const during = fresh({ firstResponseAt: at(100), ratedAt: at(120), auditLevel: 2, pausedSince: at(100) });
    const rating = slaClock(during, TARGETS, 'rating', at(400));
    expect(rating).toMatchObject({ state: 'met', elapsedHours: 100 });
    expect(rating.dueAt).toEqual(at(188));
    // The first response stopped at the question itself: its due time does not move.
    expect(slaClock(during, TARGETS, 'firstResponse', at(400)).dueAt).toEqual(at(48));
  });

  it('keeps a late stopped clock breached when a wait came after it', () => {
    // Confirmed late at 180 h (target 168 h); the 500 h wait afterwards counts for the others only.
    const late = fresh({ firstResponseAt: at(1), ratedAt: at(180), auditLevel: 2, rewardCoins: 10, pausedHours: paused(0, 500, 500) });
    expect(slaClock(late, TARGETS, 'rating', at(1000)).state).toBe('breached');
    expect(slaClock(late, TARGETS, 'reward', at(600))).toMatchObject({ state: 'running' });
    expect(slaClock(late, TARGETS, 'reward', at(600)).dueAt).toEqual(at(240 + 500));
  });

  it('summarises a paused report as not breached, its next due time moving on', () => {
    const s = slaSummary(fresh({ firstResponseAt: at(10), pausedSince: at(10) }), TARGETS, at(1000));
    expect(s.breached).toBe(false);
    expect(s.next).toMatchObject({ clock: 'rating', state: 'paused' });
    expect(s.next?.dueAt).toEqual(at(168 + 990));
  });
});
