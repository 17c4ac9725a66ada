// The site-wide overlays: toasts, the error modal, the sign-in modal, the 'not logged in' notice.
// Each is loaded the first time it opens, keeping dialogs and toasts out of the first page load, and
// each waits for its code in a Suspense boundary of its own: in a shared one, the first toast (the
// sign-in's "code sent") hid the open sign-in dialog while the toast's code loaded, and the dialog
// gave focus back to the top bar meanwhile, so the code a person was typing went nowhere.
import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { toasterMountedAtom } from '../../lib/notify';
import { errorModalAtom, notLoggedInAtom, signInModalAtom } from '../../lib/ui';
import { LoadingOverlay } from './LoadingOverlay';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));
const ErrorModal = lazy(async () => ({ default: (await import('./ErrorModal')).ErrorModal }));
const SignInModal = lazy(async () => ({ default: (await import('../auth/SignInModal')).SignInModal }));
const NotLoggedInNotice = lazy(async () => ({ default: (await import('../auth/NotLoggedInNotice')).NotLoggedInNotice }));

/** true from the first time `open` is true, so a modal stays mounted for its closing animation. */
function useOnceOpened(open: boolean): boolean {
  const [seen, setSeen] = useState(open);
  if (open && !seen) setSeen(true);
  return seen || open;
}

export function GlobalOverlays() {
  const toasts = useAtomValue(toasterMountedAtom);
  const error = useAtomValue(errorModalAtom) !== null;
  const signIn = useAtomValue(signInModalAtom);
  const notLoggedIn = useAtomValue(notLoggedInAtom);
  const mountError = useOnceOpened(error);
  const mountSignIn = useOnceOpened(signIn);
  const mountNotLoggedIn = useOnceOpened(notLoggedIn);
  return (
    <>
      <LoadingOverlay />
      {toasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      {mountError && (
        <Suspense fallback={null}>
          <ErrorModal />
        </Suspense>
      )}
      {mountSignIn && (
        <Suspense fallback={null}>
          <SignInModal />
        </Suspense>
      )}
      {mountNotLoggedIn && (
        <Suspense fallback={null}>
          <NotLoggedInNotice />
        </Suspense>
      )}
    </>
  );
}
