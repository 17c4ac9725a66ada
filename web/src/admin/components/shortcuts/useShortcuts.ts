// The console's one way to bind keys: tinykeys reads the keys and the sequences ("g i"), and every
// press first passes keyGuard (not while typing, not with Ctrl/Alt/Meta, not under an open dialog),
// so a letter typed into a field never starts a sequence either. A handler that answers `false`
// leaves the key to the browser (Enter on a link); otherwise its default is prevented, so "/" does
// not land in the search field it has just focused.
import { useEffect, useRef } from 'react';
import { createKeybindingsHandler } from 'tinykeys';
import { shortcutBlocked } from './keyGuard';

/** Keys as tinykeys writes them ("j", "g i", "Shift+?") and what each does. */
export type ShortcutMap = Record<string, (event: KeyboardEvent) => boolean | void>;

export function useShortcuts(bindings: ShortcutMap, enabled = true): void {
  // The handlers of the last render, so a screen's closures stay fresh without binding again.
  const latest = useRef(bindings);
  useEffect(() => {
    latest.current = bindings;
  });
  const keys = Object.keys(bindings).join('\n');
  useEffect(() => {
    if (!enabled || !keys) return;
    const handlers = Object.fromEntries(
      keys.split('\n').map((key) => [
        key,
        (event: KeyboardEvent) => {
          if (latest.current[key]?.(event) !== false) event.preventDefault();
        },
      ]),
    );
    const onKey = createKeybindingsHandler(handlers);
    const listener = (event: KeyboardEvent) => {
      if (!shortcutBlocked(event)) onKey(event);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [keys, enabled]);
}
