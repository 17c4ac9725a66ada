// Loads data for a screen through the typed client, with the three states every screen shows.
// `key` names what is loaded: when it changes the data is fetched again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiFailure, ApiResult } from './api';

export type Loadable<D> =
  | { status: 'loading'; data?: undefined; failure?: undefined }
  | { status: 'error'; data?: undefined; failure: ApiFailure }
  | { status: 'ok'; data: D; failure?: undefined };

export function useApi<D>(key: string | null, load: () => Promise<ApiResult<D>>): Loadable<D> & { reload: () => void } {
  const [state, setState] = useState<{ key: string | null; value: Loadable<D> }>({ key, value: { status: 'loading' } });
  const [nonce, setNonce] = useState(0);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState((prev) => (prev.key === key && prev.value.status === 'loading' ? prev : { key, value: { status: 'loading' } }));
    void loader.current().then((result) => {
      if (!live) return;
      setState({ key, value: result.ok ? { status: 'ok', data: result.data } : { status: 'error', failure: result } });
    });
    return () => {
      live = false;
    };
  }, [key, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  // While a new key loads, never show the previous key's data.
  const value: Loadable<D> = state.key === key ? state.value : { status: 'loading' };
  return { ...value, reload };
}
