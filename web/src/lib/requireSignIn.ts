// Guards an action that needs a signed-in researcher: a visitor gets the 'not logged in' notice.
import { sessionAtom } from './session';
import { appStore } from './store';
import { showNotLoggedIn } from './ui';

export function requireSignIn(): boolean {
  if (appStore.get(sessionAtom).status === 'signedIn') return true;
  showNotLoggedIn();
  return false;
}
