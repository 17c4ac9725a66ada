import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { learnServerTime } from '../../lib/session/session';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { HonourTable } from './HonourTable';

afterEach(() => vi.unstubAllGlobals());

const entry = { rank: 1, userId: 4, nickname: 'Ada', portrait: '', team: null, medal: 1 as const, score: 900 };

describe('the home honour table: "this month" (docs/rules.md#ranks-and-periods)', () => {
  it("asks for the server's UTC+8 month, not the browser's, and nothing before the server's clock is known", async () => {
    const api = stubApi().get('/v2/api/rank/user', { total: 1, rank: [entry] });
    renderWithApp(<HonourTable />, { lang: 'zh' });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(api.requests).toHaveLength(0);

    // The answer arrives now, dated 16:30 UTC on 30 November: 00:30 on 1 December in UTC+8, whatever
    // month the browser's own clock is in.
    act(() => learnServerTime('Mon, 30 Nov 2026 16:30:00 GMT', Date.now()));
    expect(await screen.findByText('Ada', {}, { timeout: 5_000 })).toBeTruthy();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    const asked = api.requests[0]!.searchParams;
    expect([asked.get('startTime'), asked.get('endTime')]).toEqual(['2026-12-01', '2026-12-31']);
  }, 20_000);
});
