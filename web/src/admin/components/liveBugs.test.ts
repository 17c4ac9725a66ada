import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GATHER_MS, LiveBugs, showsChangedReport } from './liveBugs';

const key = (path: string, id?: number) => ({ queryKey: ['get', path, id === undefined ? {} : { params: { path: { id } } }] });

afterEach(() => vi.useRealTimers());

describe('the console’s report events', () => {
  it('make stale the lists and the reads of the changed reports only', () => {
    const ids = new Set([11]);
    expect(showsChangedReport(key('/v2/admin/api/bug'), ids)).toBe(true);
    expect(showsChangedReport(key('/v2/admin/api/bug/{id}', 11), ids)).toBe(true);
    expect(showsChangedReport(key('/v2/admin/api/bug/{id}/comment', 11), ids)).toBe(true);
    expect(showsChangedReport(key('/v2/admin/api/bug/{id}/log', 12), ids)).toBe(false);
    expect(showsChangedReport(key('/v2/admin/api/settings'), ids)).toBe(false);
    expect(showsChangedReport({ queryKey: ['post', '/v2/admin/api/bug', {}] }, ids)).toBe(false);
  });

  it('gather a burst into one refetch, and hand presence events to the page listening', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const live = new LiveBugs(client);
    live.changed(1);
    live.changed(2);
    live.changed(1);
    expect(spy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    expect(spy).toHaveBeenCalledTimes(1);
    const predicate = spy.mock.calls[0]![0]!.predicate!;
    expect(predicate(key('/v2/admin/api/bug/{id}', 2) as never)).toBe(true);
    expect(predicate(key('/v2/admin/api/bug/{id}', 3) as never)).toBe(false);

    const heard: number[] = [];
    const stop = live.onPresence((id) => heard.push(id));
    live.presenceChanged(7);
    stop();
    live.presenceChanged(8);
    expect(heard).toEqual([7]);
  });

  it("send again a report's first read that was on its way when the event came, and keep the newer answer", async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    // The first read answers what it read before the change, once the test lets it.
    const answers: ((status: string) => void)[] = [];
    const observer = new QueryObserver(client, {
      ...key('/v2/admin/api/bug/{id}', 5),
      queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
    });
    const seen: (string | undefined)[] = [];
    const stop = observer.subscribe((result) => seen.push(result.data));
    expect(answers).toHaveLength(1);
    const live = new LiveBugs(client);
    live.changed(5);
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    expect(answers).toHaveLength(2);
    answers[0]!('unreviewed');
    answers[1]!('under review');
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().data).toBe('under review');
    expect(seen).not.toContain('unreviewed');
    stop();
  });
});
