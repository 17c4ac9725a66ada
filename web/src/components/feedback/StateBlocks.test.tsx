import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { $api } from '../../lib/query/queryHooks';
import { Async } from './StateBlocks';

afterEach(() => vi.unstubAllGlobals());

const envelope = (body: object) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const unread = (n: number) => envelope({ retcode: 0, retmsg: '', retdata: { unread: n } });
const refused = () => envelope({ retcode: 1001, retmsg: '服务器繁忙', retdata: null });

/** What a screen holds beside its data: a reply being written. */
function Reply() {
  const [text, setText] = useState('');
  return <textarea aria-label="reply" value={text} onChange={(e) => setText(e.target.value)} />;
}

function Screen() {
  const state = $api.useQuery('get', '/v2/api/notice/unread-count');
  return (
    <Async state={state}>
      {(data) => (
        <>
          <p>unread {data.unread}</p>
          <Reply />
        </>
      )}
    </Async>
  );
}

describe('Async', () => {
  it('shows the failure with a retry when the first read fails', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(refused()));
    renderWithApp(<Screen />);
    expect(await screen.findByText('服务器繁忙')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    expect(screen.queryByLabelText('reply')).toBeNull();
  });

  it('keeps the data and what is being written beside it when a refresh fails, with a notice and a retry', async () => {
    const answers = [unread(1), refused(), unread(2)];
    vi.stubGlobal('fetch', () => Promise.resolve(answers.shift()!));
    const { queryClient } = renderWithApp(<Screen />);
    expect(await screen.findByText('unread 1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('reply'), { target: { value: '已收到，正在复现。' } });

    await act(() => queryClient.refetchQueries());
    expect(await screen.findByText('未能刷新（服务器繁忙），以下是上次读取的内容')).toBeTruthy();
    expect(screen.getByText('unread 1')).toBeTruthy();
    expect((screen.getByLabelText('reply') as HTMLTextAreaElement).value).toBe('已收到，正在复现。');

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('unread 2')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('reply') as HTMLTextAreaElement).value).toBe('已收到，正在复现。');
  });
});
