// Whether the console is on a phone-sized screen (narrower than 600 px): lists show cards there
// instead of tables, and long filter bars move into a sheet. A media query, so turning a tablet or
// resizing a window switches at once.
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 599.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
