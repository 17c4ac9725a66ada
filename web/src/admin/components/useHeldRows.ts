// A live list that never moves rows under the cursor (docs/rules.md#live-console). When a background
// refetch brings rows the screen does not show yet, the rows on screen stay where they are (each
// updated in place from the fresh page: a state, an assignee) and the fresh page waits until the
// reader asks for it ("3 new — show"). A refetch without new rows (a row changed, or one of the
// reader's own actions took a row out) is shown at once, as before.
import { useState } from 'react';

interface Held<T> {
  view: string;
  /** The rows the query last answered (to notice a new answer). */
  source: T[];
  shown: T[];
  /** The fresh page held back, while it has rows not on screen. */
  pending: T[] | null;
}

export interface HeldRows<T> {
  /** What to show: the rows on screen, updated in place; the query's rows before the first answer. */
  rows: T[] | undefined;
  /** How many rows of the fresh page are not on screen (0: nothing held back). */
  newCount: number;
  /** Shows the fresh page. */
  show: () => void;
}

/** `view` names what is listed (filters, page): a new view is shown at once, never held back. */
export function useHeldRows<T extends { id: number }>(rows: T[] | undefined, view: string): HeldRows<T> {
  const [held, setHeld] = useState<Held<T> | null>(null);
  let current = held;
  // A new answer of the query, handled during render (React's pattern for state derived from props).
  if (rows && (held === null || held.view !== view || held.source !== rows)) {
    if (held === null || held.view !== view) current = { view, source: rows, shown: rows, pending: null };
    else {
      const onScreen = new Set(held.shown.map((r) => r.id));
      const fresh = rows.some((r) => !onScreen.has(r.id));
      const byId = new Map(rows.map((r) => [r.id, r]));
      current = fresh ? { view, source: rows, shown: held.shown.map((r) => byId.get(r.id) ?? r), pending: rows } : { view, source: rows, shown: rows, pending: null };
    }
    setHeld(current);
  }
  const mine = current && current.view === view ? current : null;
  const onScreen = new Set(mine?.shown.map((r) => r.id));
  return {
    rows: mine?.shown ?? rows,
    newCount: mine?.pending ? mine.pending.filter((r) => !onScreen.has(r.id)).length : 0,
    show: () => setHeld((h) => (h?.pending ? { ...h, shown: h.pending, pending: null } : h)),
  };
}
