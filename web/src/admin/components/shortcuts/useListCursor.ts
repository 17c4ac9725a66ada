// The highlighted row of a console list (the inbox, the triage queue), moved by j and k: the row says
// so to assistive technology (aria-selected) and to the eye (an outline), scrolls into view, and o or
// Enter opens it, a assigns its report to the caller. The highlight follows the item, not the
// position: rows arriving above it (a refresh, new reports shown) leave it on the same item, and it
// is gone once the item is (another page or filter).
import { useState, useRef, useEffect, type RefCallback } from 'react';
import { isActivatable } from './keyGuard';
import { useAssignToMe, type AssignTarget } from './useAssignToMe';
import { useShortcuts } from './useShortcuts';

export interface ListCursorOptions<T> {
  /** Identifies a row (the highlight follows it, not its position). */
  idOf: (item: T) => number;
  open: (item: T) => void;
  /** The report "a" takes for this row; none (e.g. an inbox item about an order): "a" says so. */
  assignTarget?: (item: T) => AssignTarget | null;
  /** Said when the highlighted row holds no report to take. */
  onNoReport?: () => void;
}

/** What a row (or a card) carries: spread it on the row element. */
export interface CursorRowProps {
  ref: RefCallback<HTMLElement>;
  'aria-selected'?: true;
  'data-highlighted'?: '';
  outline?: string;
  outlineColor?: string;
  outlineOffset?: string;
  scrollMarginBlock?: string;
}

export interface ListCursor {
  /** The highlighted row's position, or -1. */
  index: number;
  rowProps: (index: number) => CursorRowProps;
}

export function useListCursor<T>(items: readonly T[], { idOf, open, assignTarget, onNoReport }: ListCursorOptions<T>): ListCursor {
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const index = highlighted === null ? -1 : items.findIndex((item) => idOf(item) === highlighted);
  const rows = useRef(new Map<number, HTMLElement>());
  const assign = useAssignToMe();
  const move = (by: number) => {
    if (items.length === 0) return;
    const next = index < 0 ? (by > 0 ? 0 : items.length - 1) : Math.max(0, Math.min(items.length - 1, index + by));
    setHighlighted(idOf(items[next]!));
  };
  const current = index >= 0 ? items[index] : undefined;

  useShortcuts({
    j: () => move(1),
    k: () => move(-1),
    o: () => {
      if (current) open(current);
    },
    Enter: (event) => {
      // A focused link or button answers Enter itself; a highlighted row opens only from elsewhere.
      if (!current || isActivatable(event.target)) return false;
      open(current);
    },
    a: () => {
      if (!current) return;
      const target = assignTarget?.(current);
      if (target) void assign(target);
      else onNoReport?.();
    },
  });

  useEffect(() => {
    if (index >= 0) rows.current.get(index)?.scrollIntoView?.({ block: 'nearest' });
  }, [index, highlighted]);

  const rowProps = (i: number): CursorRowProps => ({
    ref: (el) => {
      if (el) rows.current.set(i, el);
      else rows.current.delete(i);
    },
    ...(i === index ? { 'aria-selected': true, 'data-highlighted': '', outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '-2px', scrollMarginBlock: '16' } : {}),
  });
  return { index, rowProps };
}
