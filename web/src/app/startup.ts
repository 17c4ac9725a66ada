// Start-up (docs/rules.md#states-and-transitions, #roles, #errors): the API's navigation hooks go to the router and getInfo, the session
// loads, staff are sent to the intranet version after a notice, and an address with login=1 (the
// sign-in address of a 4006 answer) opens the sign-in modal.
import { navigate } from 'wouter/use-browser-location';
import { call, navigation } from '../lib/api';
import { api } from '../lib/apiClient';
import { pageLanguage, withLanguage } from '../lib/language/language';
import { loadSession } from '../lib/session/loadSession';
import { openSignIn, SIGN_IN_HELP_PATH } from '../lib/ui';
import { BASE } from './base';

export const STAFF_REDIRECT_MS = 1500;

export function wireNavigation(): void {
  navigation.noPermission = () => navigate(withLanguage(`${BASE}/no-permission`, window.location.search));
  navigation.refreshToken = async () => {
    await loadSession();
  };
  navigation.loginRequired = (address: string) => {
    let target: URL | null = null;
    try {
      target = new URL(address, window.location.origin);
    } catch {
      target = null;
    }
    // The site's own sign-in address: sign in here, in the popup, without leaving the page; in
    // English, which has no popup, read the English sign-in instructions.
    if (target && target.origin === window.location.origin && target.searchParams.get('login') === '1') {
      if (pageLanguage() === 'zh') openSignIn();
      else navigate(withLanguage(`${BASE}${SIGN_IN_HELP_PATH}`, window.location.search));
      return;
    }
    window.location.assign(target ? target.href : withLanguage(`${BASE}/home`, window.location.search));
  };
}

/** Opens the sign-in modal for ?login=1 (the English instructions in English) and takes the value out of the address. */
export function consumeLoginQuery(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('login') !== '1') return;
  url.searchParams.delete('login');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  if (pageLanguage() === 'zh') openSignIn();
  else navigate(withLanguage(`${BASE}${SIGN_IN_HELP_PATH}`, window.location.search), { replace: true });
}

export interface StaffCheck {
  email: string;
  /** The intranet version (the staff console) the server names for staff (INTRANET_URL). */
  intranet: string;
}

/**
 * Staff get their internal email and the intranet address from checkStaff; they belong on the
 * intranet version. Pages already under that address are left alone, so it never redirects to itself.
 */
export async function checkStaff(onStaff: (staff: StaffCheck) => void): Promise<void> {
  const result = await call(() => api.GET('/v2/api/check'));
  if (!result.ok || typeof result.data.uuap_email !== 'string' || typeof result.data.intranet !== 'string') return;
  if (window.location.href.startsWith(result.data.intranet)) return;
  onStaff({ email: result.data.uuap_email, intranet: result.data.intranet });
}

let started = false;

export async function startup(onStaff: (staff: StaffCheck) => void): Promise<void> {
  // Once per page load, even when React mounts the layout twice (StrictMode in development).
  if (started) return;
  started = true;
  wireNavigation();
  const outcome = await loadSession();
  if (outcome === 'redirecting') return;
  consumeLoginQuery();
  await checkStaff(onStaff);
}
