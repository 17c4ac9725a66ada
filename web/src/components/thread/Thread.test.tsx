import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ReplyBox } from './ReplyBox';
import { ThreadEntries, type ThreadEntry } from './ThreadEntries';
import { useReplyDraft } from './useReplyDraft';

const entry = (id: number, isStaff: boolean, internal = false): ThreadEntry => ({
  id,
  author: { nickname: isStaff ? 'staff' : 'researcher', isStaff },
  content: `message ${id}`,
  createTime: '2026-11-02 10:30:00',
  internal,
});

function Box({ onSend }: { onSend: (content: string) => void }) {
  const draft = useReplyDraft(5, { required: 'Write something', tooLong: 'At most 5' });
  return <ReplyBox draft={draft} label="Reply" labelHidden count={`${draft.length}/5`} sendLabel="Send" onSend={onSend} />;
}

describe('the shared thread', () => {
  it('lists the messages oldest first, badges staff and marks internal notes', () => {
    renderWithApp(<ThreadEntries entries={[entry(1, false), entry(2, true), entry(3, true, true)]} labels={{ staff: 'Staff', researcher: 'Researcher', internal: 'Internal note' }} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([expect.stringContaining('message 1'), expect.stringContaining('message 2'), expect.stringContaining('message 3')]);
    expect(items[0]!.textContent).toContain('Researcher');
    expect(items[1]!.textContent).toContain('Staff');
    expect(items[1]!.getAttribute('data-internal')).toBeNull();
    expect(items[2]!.getAttribute('data-internal')).toBe('true');
    expect(items[2]!.textContent).toContain('Internal note');
  });

  it('says so when there is no message', () => {
    renderWithApp(<ThreadEntries entries={[]} labels={{ staff: 'Staff' }} emptyText="No replies yet" />);
    expect(screen.getByText('No replies yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('sends the trimmed text only when it is there and within the maximum (code points)', () => {
    const onSend = vi.fn();
    renderWithApp(<Box onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    expect(screen.getByText('Write something')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: ' 🔒🔒🔒🔒🔒🔒 ' } });
    fireEvent.click(send);
    expect(screen.getByText('At most 5')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: ' 🔒🔒🔒🔒🔒 ' } });
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledExactlyOnceWith('🔒🔒🔒🔒🔒');
    expect(screen.getByText('5/5')).toBeTruthy();
  });
});
