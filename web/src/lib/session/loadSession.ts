// getInfo (docs/rules.md#states-and-transitions): signed in on retcode 0, signed out on 4004. Both answers carry the CSRF token
// (the client middleware stores it) and the server's language; when that is en and the address
// does not say so, the page reloads in English. A failed startup call shows no message of its own
// (docs/rules.md#errors), but is recorded, so that a page waiting for the session (the personal
// centre) offers a retry rather than waiting forever.
import { Retcode } from '@generated/enums';
import { api } from '../apiClient';
import { pageLanguage, switchLanguageHref } from '../language/language';
import { learnServerTime, setSession, setSessionLoadFailed, type SessionUser } from './session';

export type SessionOutcome = 'signedIn' | 'signedOut' | 'failed' | 'redirecting';

export async function loadSession(): Promise<SessionOutcome> {
  const outcome = await readSession();
  setSessionLoadFailed(outcome === 'failed');
  return outcome;
}

async function readSession(): Promise<SessionOutcome> {
  let envelope: { retcode: number; retdata?: unknown } | undefined;
  try {
    // Read directly (not through call()) because the signed-out answer's retdata matters too.
    const { data, error, response } = await api.GET('/v2/api/info');
    learnServerTime(response.headers.get('Date'));
    envelope = (data ?? error) as typeof envelope;
  } catch {
    learnServerTime(null);
    return 'failed';
  }
  if (!envelope) return 'failed';
  const retdata = envelope.retdata as { language?: string; info?: unknown; unread?: number } | null | undefined;
  if (retdata?.language === 'en' && pageLanguage() !== 'en') {
    window.location.replace(switchLanguageHref(window.location, 'en'));
    return 'redirecting';
  }
  if (envelope.retcode === Retcode.Ok && retdata?.info) {
    const data = envelope.retdata as { info: SessionUser; unread: number };
    setSession({ status: 'signedIn', user: data.info, unread: data.unread });
    return 'signedIn';
  }
  if (envelope.retcode === Retcode.NotLoggedIn) {
    setSession({ status: 'signedOut' });
    return 'signedOut';
  }
  return 'failed';
}
