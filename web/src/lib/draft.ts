// Drafts kept in local storage (docs/rules.md#states-and-transitions: saved every 500 ms, keyed by the page path, cleared on
// success). A draft equal to the empty form is not written, so a form reset after success does not
// bring an empty draft back.
import { useEffect, useRef } from 'react';

export const DRAFT_INTERVAL_MS = 500;
const PREFIX = 'draft:';

export function draftKey(path: string): string {
  return `${PREFIX}${path}`;
}

export function loadDraft<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode): nothing was kept.
  }
}

/**
 * Tells listeners each time a draft was written (the editor's 'saved locally' notice), without
 * re-rendering the form's children: the form holds one and hands the same object down.
 */
export interface DraftSavedSignal {
  subscribe: (listener: () => void) => () => void;
  emit: () => void;
}

export function createDraftSavedSignal(): DraftSavedSignal {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: () => listeners.forEach((listener) => listener()),
  };
}

/**
 * Saves `value` under `key` every 500 ms while it differs from the last save and from `empty`;
 * `onSaved` hears of each draft written (the editor's 'saved locally' notice).
 * `clear` removes the draft and keeps the current value from being saved again (the form is about
 * to be reset).
 */
export function useDraftAutosave<T>(key: string, value: T, empty: T, enabled = true, onSaved?: () => void): { clear: () => void } {
  const latest = useRef({ value, empty, onSaved });
  latest.current = { value, empty, onSaved };
  const saved = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    saved.current = window.localStorage.getItem(key);
    const timer = setInterval(() => {
      const json = JSON.stringify(latest.current.value);
      if (json === saved.current) return;
      try {
        if (json === JSON.stringify(latest.current.empty)) window.localStorage.removeItem(key);
        else {
          window.localStorage.setItem(key, json);
          latest.current.onSaved?.();
        }
        saved.current = json;
      } catch {
        // Quota or private mode: the draft is a convenience only.
      }
    }, DRAFT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [key, enabled]);
  return {
    clear: () => {
      clearDraft(key);
      saved.current = JSON.stringify(latest.current.value);
    },
  };
}
