import { describe, expect, it } from 'vitest';
import { percentile, slope, soakVerdict, SseReader, type SoakSample } from './load-stats';

const rule = { warmupS: 20, maxRssSlopeMbPerMin: 2, p99Ratio: 2, p99FloorMs: 5, p99SpanS: 20, sampleS: 10 };
const run = (rss: (t: number) => number, latency: (t: number) => number, errorsAt = -1): SoakSample[] =>
  Array.from({ length: 10 }, (_, i) => {
    const atS = (i + 1) * 10;
    return { atS, rssMb: rss(atS), errors: atS === errorsAt ? 1 : 0, latencies: Array.from({ length: 100 }, () => latency(atS)) };
  });

describe('the soak figures', () => {
  it('reads percentiles by nearest rank and the least-squares slope', () => {
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(
      percentile(
        [...Array(100).keys()].map((i) => i + 1),
        0.99,
      ),
    ).toBe(99);
    expect(slope([0, 1, 2, 3].map((x) => ({ x, y: 10 + 3 * x + (x % 2) })))).toBeCloseTo(3.2);
  });

  it('passes a flat run, and fails a leak after the warm-up, a p99 that doubles, or one error', () => {
    // Growth during the warm-up alone is not a trend.
    expect(
      soakVerdict(
        run(
          (t) => (t <= 20 ? 300 + t : 320 + (t % 20 === 0 ? 1 : 0)),
          () => 8,
        ),
        rule,
      ),
    ).toMatchObject({ pass: true, errors: 0 });
    const leak = soakVerdict(
      run(
        (t) => 300 + t / 10,
        () => 8,
      ),
      rule,
    );
    expect(leak.pass).toBe(false);
    expect(leak.rssSlopeMbPerMin).toBeCloseTo(6);
    const slower = soakVerdict(
      run(
        () => 300,
        (t) => (t > 80 ? 30 : 10),
      ),
      rule,
    );
    expect(slower).toMatchObject({ pass: false, firstP99Ms: 10, lastP99Ms: 30 });
    // Under the floor a doubling is noise.
    expect(
      soakVerdict(
        run(
          () => 300,
          (t) => (t > 80 ? 4 : 1),
        ),
        rule,
      ).pass,
    ).toBe(true);
    expect(
      soakVerdict(
        run(
          () => 300,
          () => 8,
          50,
        ),
        rule,
      ),
    ).toMatchObject({ pass: false, errors: 1 });
    expect(
      soakVerdict(
        run(
          () => 300,
          () => 8,
        ).slice(0, 4),
        rule,
      ).pass,
    ).toBe(false); // 2 samples after the warm-up
  });
});

describe('SseReader', () => {
  it('dispatches events at blank lines across chunks, skipping comments and retry', () => {
    const reader = new SseReader();
    expect(reader.push('retry: 5000\n\n: ping\n\nid: 7\nevent: notice\nda')).toEqual([]);
    expect(reader.push('ta: {"id":7}\n\nevent: unread\r\ndata: {"unread":2}\r\n\r\n')).toEqual([
      { event: 'notice', data: '{"id":7}', id: '7' },
      { event: 'unread', data: '{"unread":2}' },
    ]);
  });
});
