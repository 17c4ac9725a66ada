import { act, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { $api } from './queryHooks';
import { invalidatePaths } from './mutation';

afterEach(() => vi.unstubAllGlobals());

let client: ReturnType<typeof useQueryClient> | undefined;

function Unread() {
  client = useQueryClient();
  const unread = $api.useQuery('get', '/v2/api/notice/unread-count');
  return <p>{unread.data === undefined ? 'loading' : `unread ${unread.data.unread}`}</p>;
}

const answer = (unread: number) => new Response(JSON.stringify({ retcode: 0, retmsg: '', retdata: { unread } }), { headers: { 'Content-Type': 'application/json' } });

describe('invalidatePaths', () => {
  it('sends again a first read that was on its way when the change came, and shows the newer answer', async () => {
    // The first read is held until the test lets it answer with what it read before the change.
    let releaseFirst: (r: Response) => void = () => {};
    let sent = 0;
    vi.stubGlobal('fetch', (_input: Request) => {
      sent += 1;
      return sent === 1 ? new Promise<Response>((resolve) => (releaseFirst = resolve)) : Promise.resolve(answer(1));
    });
    renderWithApp(<Unread />);
    await vi.waitFor(() => expect(sent).toBe(1));
    // Not awaited yet: a first read merely joined (not sent again) would settle only once released.
    const invalidated = invalidatePaths(client!, ['/v2/api/notice/unread-count']);
    act(() => releaseFirst(answer(0)));
    await act(() => invalidated);
    expect(await screen.findByText('unread 1')).toBeTruthy();
    expect(sent).toBe(2);
    // The first read's late answer does not come back over the newer one.
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.getByText('unread 1')).toBeTruthy();
  });
});
