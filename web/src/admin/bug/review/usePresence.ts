// The review page's presence (docs/rules.md#presence): it tells the server the reader has the report
// open when it opens, every PRESENCE_TOUCH_MS while the tab is visible, and again when the stream
// says someone arrived or left; each answer lists the others there. Leaving (another page, a closed
// tab) says so with a fetch that outlives the page (keepalive), so others see the reader go at once;
// should it be lost, the server forgets the reader within its 45 s window anyway.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { components } from '@generated/api';
import { call, csrfToken, type Lang } from '../../../lib/api';
import { api } from '../../../lib/apiClient';
import { usePresenceEvents } from '../../components/liveBugs';
import { useLanguage } from '../../../lib/language/useLanguage';

export type Viewer = components['schemas']['UserBrief'];

/** How often an open, visible review page says its reader is still there (the server's window is 45 s). */
export const PRESENCE_TOUCH_MS = 20_000;

function leave(id: number, lang: Lang): void {
  const token = csrfToken.get();
  // Not through the API client, whose middleware rebuilds the request without keepalive.
  const url = new URL(`/v2/admin/api/bug/${id}/presence?language=${lang}`, window.location.href);
  void Promise.resolve()
    .then(() => fetch(new Request(url, { method: 'DELETE', keepalive: true, credentials: 'same-origin', headers: token ? { 'X-CSRF-Token': token } : {} })))
    .catch(() => {
      // The page is going away; the window forgets the reader in its own time.
    });
}

export function usePresence(id: number): Viewer[] {
  const [viewers, setViewers] = useState<Viewer[]>([]);
  const alive = useRef(true);
  const lang = useRef<Lang>(useLanguage());

  const touch = useCallback(async () => {
    if (document.visibilityState === 'hidden') return;
    const result = await call(() => api.PUT('/v2/admin/api/bug/{id}/presence', { params: { path: { id } } }));
    if (alive.current && result.ok) setViewers(result.data.viewers);
  }, [id]);

  useEffect(() => {
    alive.current = true;
    // The answer to a leave is read by no one: the language the page opened in will do.
    const language = lang.current;
    void touch();
    const timer = window.setInterval(() => void touch(), PRESENCE_TOUCH_MS);
    const onVisibility = () => void touch();
    const onHide = () => leave(id, language);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    return () => {
      alive.current = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
      leave(id, language);
      setViewers([]);
    };
  }, [id, touch]);

  usePresenceEvents(id, () => void touch());
  return viewers;
}
