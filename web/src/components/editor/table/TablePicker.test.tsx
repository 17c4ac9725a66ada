import { fireEvent, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { TablePicker } from './TablePicker';

// The picker alone, with an editor that records the insertion: the whole editor would re-render its
// toolbar with every pointer move, and the insertion itself is the table extension's.
function setup() {
  const inserted: unknown[] = [];
  const editor = { chain: () => ({ focus: () => ({ insertTable: (size: unknown) => ({ run: () => inserted.push(size) }) }) }) } as unknown as Editor;
  const onClose = vi.fn();
  renderWithApp(<TablePicker editor={editor} onClose={onClose} />, { lang: 'en' });
  const picker = screen.getByTestId('table-picker');
  // Found by their names without role queries: those are slow over 400 buttons.
  const cell = (rows: number, cols: number) => picker.querySelector<HTMLButtonElement>(`[aria-label="Insert a table of ${rows} rows × ${cols} columns"]`);
  return { inserted, onClose, picker, cell };
}

describe('table grid picker', () => {
  it('starts at 10 × 10, grows as the last row or column is pointed at, up to 20 × 20', () => {
    const { picker, cell } = setup();
    expect(picker.querySelectorAll('button')).toHaveLength(100);
    expect(cell(10, 11)).toBeNull();
    fireEvent.mouseEnter(cell(10, 10)!);
    expect(picker.querySelectorAll('button')).toHaveLength(121);
    for (let n = 11; n <= 22; n++) fireEvent.mouseEnter(cell(Math.min(n, 20), Math.min(n, 20))!);
    expect(picker.querySelectorAll('button')).toHaveLength(400);
    expect(picker.querySelectorAll('button[data-on]')).toHaveLength(400);
    expect(screen.getByText('20 rows × 20 columns')).toBeTruthy();
  });

  it('highlights the size pointed at and inserts a table of that size', () => {
    const { picker, cell, inserted, onClose } = setup();
    fireEvent.mouseEnter(cell(3, 4)!);
    expect(picker.querySelectorAll('button[data-on]')).toHaveLength(12);
    expect(screen.getByText('3 rows × 4 columns')).toBeTruthy();
    fireEvent.click(cell(3, 4)!);
    expect(inserted).toEqual([{ rows: 3, cols: 4, withHeaderRow: false }]);
    expect(onClose).toHaveBeenCalled();
  });
});
