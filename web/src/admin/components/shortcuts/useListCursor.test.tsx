import { useState } from 'react';
import { Table } from '@chakra-ui/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { useListCursor } from './useListCursor';

let showIds: (ids: number[]) => void = () => {};

function List({ open }: { open: (id: number) => void }) {
  const [ids, setIds] = useState([3, 2, 1]);
  showIds = setIds;
  const cursor = useListCursor(ids, { idOf: (id) => id, open });
  return (
    // Chakra's table parts, as the queue renders them: the row's highlight is given as style props.
    <Table.Root>
      <Table.Body>
        {ids.map((id, i) => (
          <Table.Row key={id} {...cursor.rowProps(i)}>
            <Table.Cell>row {id}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

const press = (key: string) => fireEvent.keyDown(document.body, { key });
const selected = () => screen.queryByRole('row', { selected: true })?.textContent ?? null;

describe('the list cursor', () => {
  it('k from nothing starts at the last row, and the highlight stays on its item when rows arrive above it or go', () => {
    const open = vi.fn();
    renderWithApp(<List open={open} />);
    press('k');
    expect(selected()).toBe('row 1');
    press('k');
    expect(selected()).toBe('row 2');
    act(() => showIds([5, 4, 3, 2, 1]));
    expect(selected()).toBe('row 2');
    press('o');
    expect(open).toHaveBeenCalledWith(2);
    act(() => showIds([9, 8]));
    expect(selected()).toBeNull();
    press('o');
    expect(open).toHaveBeenCalledTimes(1);
    press('j');
    expect(selected()).toBe('row 9');
  });
});
