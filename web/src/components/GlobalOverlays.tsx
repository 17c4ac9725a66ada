// The site-wide overlays: toasts, the error modal, the sign-in modal, the 'not logged in' notice.
// Each is loaded the first time it opens, keeping dialogs and toasts out of the first page load.
import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { toasterMountedAtom } from '../lib/notify';
import { errorModalAtom, notLoggedInAtom, signInModalAtom } from '../lib/ui';
import { LoadingOverlay } from './LoadingOverlay';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));
const ErrorModal = lazy(async () => ({ default: (await import('./ErrorModal')).ErrorModal }));
const SignInModal = lazy(async () => ({ default: (await import('./SignInModal')).SignInModal }));
const NotLoggedInNotice = lazy(async () => ({ default: (await import('./NotLoggedInNotice')).NotLoggedInNotice }));

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
      <Suspense fallback={null}>
        {toasts && <Toaster />}
        {mountError && <ErrorModal />}
        {mountSignIn && <SignInModal />}
        {mountNotLoggedIn && <NotLoggedInNotice />}
      </Suspense>
    </>
  );
}
