// Start-up of the console: the API's navigation hooks and the session, as on the public site, but
// an expired session (4006) shows the console's sign-in in place instead of leaving the console, and
// there is no staff redirect (staff are where they belong). A refusal (4003) keeps the console too:
// the public site's no-permission page would send staff straight back here (its staff redirect),
// round and round. The roles the page knows are out of date (an owner changed them), so the session
// is read again and the menu and each screen's guard follow; the refused read shows its message in
// place. The second factor's answers (4007, 4008) are handled here for every screen
// (layout/secondFactor.ts).
import { wireNavigation } from '../app/startup';
import { navigation } from '../lib/api';
import { setSession } from '../lib/session/session';
import { loadSession } from '../lib/session/loadSession';
import { askStepUp, requireEnrolment } from './layout/secondFactor';

let started = false;
/** The session read a refusal started; refusals meanwhile wait on it rather than read again each. */
let rereading: Promise<unknown> | null = null;

function rereadSession(): void {
  rereading ??= loadSession().finally(() => {
    rereading = null;
  });
}

export async function startConsole(): Promise<void> {
  if (started) return;
  started = true;
  wireNavigation();
  navigation.loginRequired = () => setSession({ status: 'signedOut' });
  navigation.noPermission = rereadSession;
  navigation.secondFactorRequired = requireEnrolment;
  navigation.stepUp = askStepUp;
  await loadSession();
}
