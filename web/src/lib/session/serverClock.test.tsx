import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { learnServerTime } from './session';

const offsetOf = (client: QueryClient) => client.getQueryData<{ offsetMs: number }>(['server-clock'])?.offsetMs;

describe("the server's clock", () => {
  it('learns the offset from the Date header, and settles on the browser clock only when none was ever learned', () => {
    const client = new QueryClient();
    const received = Date.UTC(2026, 10, 30, 16, 0, 0);
    learnServerTime(null, received, client);
    expect(offsetOf(client)).toBe(0);
    learnServerTime('Mon, 30 Nov 2026 16:30:00 GMT', received, client);
    expect(offsetOf(client)).toBe(30 * 60_000);
    // A later answer without a usable header (a failed call) keeps what was learned.
    learnServerTime('not a date', received, client);
    learnServerTime(null, received, client);
    expect(offsetOf(client)).toBe(30 * 60_000);
  });
});
