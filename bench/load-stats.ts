// Pure figures for the streams bench and the soak: percentiles, the least-squares slope of RSS over
// time, the soak's pass rule, and a reader of server-sent events (the notice stream's wire format).

/** Nearest-rank percentile (q in 0…1) of values in any order; NaN when there are none. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** The slope of the least-squares line through the points (y per unit of x); 0 with fewer than two x values. */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - mx) * (p.y - my);
    den += (p.x - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

export interface SoakSample {
  /** Seconds since the load started, at the window's end. */
  atS: number;
  rssMb: number;
  /** Failed requests, refused or dropped streams and bad webhook deliveries in the window. */
  errors: number;
  /** The window's request latencies (client side), ms. */
  latencies: readonly number[];
}

export interface SoakRule {
  /** Samples at or before this are the warm-up: not in the RSS trend or the p99 comparison. */
  warmupS: number;
  /** The RSS trend after the warm-up may rise at most this fast. */
  maxRssSlopeMbPerMin: number;
  /** The p99 of the last span may be at most this many times the first span's after the warm-up… */
  p99Ratio: number;
  /** …measured against at least this (a 2 ms p99 against 5 ms is noise, not a trend). */
  p99FloorMs: number;
  /** The spans compared (one 10 s window's p99 on a shared machine is mostly noise); each at most half the samples after the warm-up. */
  p99SpanS: number;
  /** Seconds between samples. */
  sampleS: number;
}

export interface SoakVerdict {
  pass: boolean;
  reasons: string[];
  rssSlopeMbPerMin: number;
  firstP99Ms: number;
  lastP99Ms: number;
  errors: number;
}

/** Pass = no error in any window, no RSS growth trend after the warm-up, the last span's p99 near the first's. */
export function soakVerdict(samples: readonly SoakSample[], rule: SoakRule, extraErrors = 0): SoakVerdict {
  const steady = samples.filter((s) => s.atS > rule.warmupS);
  const reasons: string[] = [];
  const errors = samples.reduce((n, s) => n + s.errors, 0) + extraErrors;
  if (errors > 0) reasons.push(`${errors} errors`);
  const rssSlopeMbPerMin = slope(steady.map((s) => ({ x: s.atS / 60, y: s.rssMb })));
  // The spans in samples: p99SpanS of them, or half of those after the warm-up when fewer.
  const k = Math.max(1, Math.min(Math.round(rule.p99SpanS / rule.sampleS), Math.floor(steady.length / 2)));
  const span = k * rule.sampleS;
  const p99Of = (list: readonly SoakSample[]) =>
    percentile(
      list.flatMap((s) => s.latencies),
      0.99,
    );
  const firstP99Ms = p99Of(steady.slice(0, k));
  const lastP99Ms = p99Of(steady.slice(-k));
  if (steady.length < 3) {
    reasons.push(`only ${steady.length} samples after the ${rule.warmupS} s warm-up (at least 3 needed)`);
  } else {
    if (rssSlopeMbPerMin > rule.maxRssSlopeMbPerMin) reasons.push(`RSS grows ${rssSlopeMbPerMin.toFixed(2)} MB/min after the warm-up (bound ${rule.maxRssSlopeMbPerMin} MB/min)`);
    if (!(lastP99Ms <= rule.p99Ratio * Math.max(firstP99Ms, rule.p99FloorMs))) {
      reasons.push(
        `p99 of the last ${span} s ${lastP99Ms.toFixed(1)} ms > ${rule.p99Ratio}× that of the first ${span} s after the warm-up (${firstP99Ms.toFixed(1)} ms, taken as at least ${rule.p99FloorMs} ms)`,
      );
    }
  }
  return { pass: reasons.length === 0, reasons, rssSlopeMbPerMin, firstP99Ms, lastP99Ms, errors };
}

export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/** Reads a text/event-stream as it arrives in chunks: events end at a blank line; comments (": ping") are skipped. */
export class SseReader {
  private buffer = '';

  push(chunk: string): SseEvent[] {
    this.buffer += chunk.replace(/\r\n?/g, '\n');
    const events: SseEvent[] = [];
    for (let end = this.buffer.indexOf('\n\n'); end >= 0; end = this.buffer.indexOf('\n\n')) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const e: SseEvent = { event: 'message', data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') e.event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id') e.id = value;
      }
      // A block of comments or `retry:` alone dispatches nothing.
      if (data.length === 0) continue;
      e.data = data.join('\n');
      events.push(e);
    }
    return events;
  }
}
