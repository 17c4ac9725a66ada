// getInfo (docs/rules.md#states-and-transitions): signed in on retcode 0, signed out on 4004. Both answers carry the CSRF token
// (the client middleware stores it) and the server's language; when that is en and the address
// does not say so, the page reloads in English. A failed startup call shows no message of its own
// (docs/rules.md#errors), but is recorded, so that a page waiting for the session (the personal
// centre) offers a retry rather than waiting forever.
import { Retcode } from '@generated/enums';
import { getInfoParamLimits } from '@generated/limits';
import { api } from '../apiClient';
import { pageLanguage, switchLanguageHref } from '../language/language';
import { learnServerTime, setSession, setSessionLoadFailed, type SessionUser } from './session';

export type SessionOutcome = 'signedIn' | 'signedOut' | 'failed' | 'redirecting';

/**
 * The passport's ticket and error number, when its redirect put them in the page address: getInfo
 * takes them (docs/rules.md#calls). Blank or over-long values are left out rather than refused.
 */
export function passportParams(search: string): { stoken?: string; errno?: string } {
  const query = new URLSearchParams(search);
  const params: { stoken?: string; errno?: string } = {};
  for (const name of ['stoken', 'errno'] as const) {
    const value = query.get(name)?.trim();
    if (value && value.length <= getInfoParamLimits[name].maxLength) params[name] = value;
  }
  return params;
}

/** The page's first session read, started before the app's code has run (app/earlyStart.ts). */
let earlyRead: Promise<SessionOutcome> | undefined;

/**
 * Starts the session read as the page's code begins to run, so it is answered by the time the
 * app has evaluated its modules and asks for it. The first loadSession takes this answer; every
 * later one reads afresh (a sign-in, a profile change).
 */
export function startSessionRead(): void {
  earlyRead ??= readSession();
}

export async function loadSession(): Promise<SessionOutcome> {
  const pending = earlyRead;
  earlyRead = undefined;
  const outcome = await (pending ?? readSession());
  setSessionLoadFailed(outcome === 'failed');
  return outcome;
}

async function readSession(): Promise<SessionOutcome> {
  let envelope: { retcode: number; retdata?: unknown } | undefined;
  try {
    // Read directly (not through call()) because the signed-out answer's retdata matters too.
    const { data, error, response } = await api.GET('/v2/api/info', { params: { query: passportParams(window.location.search) } });
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
