import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { NewRowsBar } from './NewRowsBar';
import { useHeldRows } from './useHeldRows';

type Row = { id: number; state: string };

function List({ rows, view = 'all' }: { rows: Row[] | undefined; view?: string }) {
  const held = useHeldRows(rows, view);
  return (
    <>
      <NewRowsBar count={held.newCount} onShow={held.show} />
      <ul>
        {held.rows?.map((r) => (
          <li key={r.id}>{`#${r.id} ${r.state}`}</li>
        ))}
      </ul>
    </>
  );
}

type Props = { rows: Row[] | undefined; view?: string };
let answer: (props: Props) => void = () => {};
/** Holds the list's props, so a test gives it the query's next answer inside the app's providers. */
function Host({ first }: { first: Props }) {
  const [props, setProps] = useState(first);
  answer = (next) => act(() => setProps(next));
  return <List {...props} />;
}

const shown = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('a live list', () => {
  it('keeps its rows in place behind "N new — show" until clicked, updating them in place meanwhile', () => {
    renderWithApp(
      <Host
        first={{
          rows: [
            { id: 2, state: 'new' },
            { id: 1, state: 'new' },
          ],
        }}
      />,
      { lang: 'en' },
    );
    expect(shown()).toEqual(['#2 new', '#1 new']);
    expect(screen.queryByRole('status')).toBeNull();
    // Two reports arrive and #1 is taken on: the rows stay where they are, #1 says so at once.
    answer({
      rows: [
        { id: 4, state: 'new' },
        { id: 3, state: 'new' },
        { id: 2, state: 'new' },
        { id: 1, state: 'started' },
      ],
    });
    expect(shown()).toEqual(['#2 new', '#1 started']);
    expect(screen.getByRole('status').textContent).toContain('2 new —');
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(shown()).toEqual(['#4 new', '#3 new', '#2 new', '#1 started']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an answer without new rows at once, and a new view never held back', () => {
    renderWithApp(
      <Host
        first={{
          rows: [
            { id: 2, state: 'new' },
            { id: 1, state: 'new' },
          ],
        }}
      />,
      { lang: 'zh' },
    );
    answer({ rows: [{ id: 1, state: 'new' }] });
    expect(shown()).toEqual(['#1 new']);
    answer({
      rows: [
        { id: 3, state: 'new' },
        { id: 1, state: 'new' },
      ],
    });
    expect(screen.getByRole('status').textContent).toContain('1 条新内容 —');
    expect(screen.getByRole('button', { name: '显示' })).toBeTruthy();
    answer({ view: 'page 2', rows: [{ id: 9, state: 'old' }] });
    expect(shown()).toEqual(['#9 old']);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
