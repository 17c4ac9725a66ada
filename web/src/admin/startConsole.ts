// Start-up of the console: the API's navigation hooks and the session, as on the public site, but
// an expired session (4006) shows the console's sign-in in place instead of leaving the console, and
// there is no staff redirect (staff are where they belong). The second factor's answers (4007, 4008)
// are handled here for every screen (layout/secondFactor.ts).
import { wireNavigation } from '../app/startup';
import { navigation } from '../lib/api';
import { setSession } from '../lib/session/session';
import { loadSession } from '../lib/session/loadSession';
import { askStepUp, requireEnrolment } from './layout/secondFactor';

let started = false;

export async function startConsole(): Promise<void> {
  if (started) return;
  started = true;
  wireNavigation();
  navigation.loginRequired = () => setSession({ status: 'signedOut' });
  navigation.secondFactorRequired = requireEnrolment;
  navigation.stepUp = askStepUp;
  await loadSession();
}
