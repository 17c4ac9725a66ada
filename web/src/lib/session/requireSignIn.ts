// Guards an action that needs a signed-in researcher: a visitor gets the 'not logged in' notice.
import { showNotLoggedIn } from '../ui';
import { currentSession } from './session';

export function requireSignIn(): boolean {
  if (currentSession().status === 'signedIn') return true;
  showNotLoggedIn();
  return false;
}
