// The staff console: its own layout and routes under /v2/admin/, loaded only when a
// console address is opened (never by the public site's pages). Visitors are asked to sign in and
// stay on the address they opened; researchers see the no-permission page; staff get the console
// (or, while they must turn two-factor sign-in on, its set-up screen), with the step-up dialog.
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { GlobalOverlays } from '../components/feedback/GlobalOverlays';
import { LoadingBlock } from '../components/feedback/StateBlocks';
import { currentSession, useSession } from '../lib/session/session';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { ConsoleEnrolSecondFactor, ConsoleNoPermission, ConsoleSignIn } from './layout/ConsoleGate';
import { enrolmentRequiredAtom } from './layout/secondFactor';
import { StepUpDialog } from './layout/StepUpDialog';
import { preloadRoute } from '../lib/appRoute';
import { BASE } from '../app/base';
import { ConsoleRoutes, consoleRoutes } from './routes';
import { startConsole } from './startConsole';

/**
 * The console opened by address: the session read and the screen's chunk start together, as soon
 * as this chunk has run, rather than one after the other once it has rendered; the screen's first
 * read (where it has one to start) once the session says staff, not once the screen has rendered.
 * Settles when the screen's chunk has loaded (or failed: the screen shows that when it renders).
 */
export function preloadConsole(): Promise<unknown> {
  const route = preloadRoute(consoleRoutes, window.location.pathname.slice(`${BASE}/admin`.length) || '/');
  void startConsole().then(() => {
    const session = currentSession();
    if (route?.prefetch && session.status === 'signedIn' && session.user.role === 'staff') void route.prefetch();
  });
  return route?.component.preload?.().catch(() => undefined) ?? Promise.resolve();
}

export function ConsoleApp() {
  const session = useSession();
  const mustEnrol = useAtomValue(enrolmentRequiredAtom);
  useEffect(() => {
    void startConsole();
  }, []);

  let body;
  if (session.status === 'unknown') body = <LoadingBlock minH="100vh" />;
  else if (session.status === 'signedOut') body = <ConsoleSignIn />;
  else if (session.user.role !== 'staff') body = <ConsoleNoPermission />;
  else if (mustEnrol) body = <ConsoleEnrolSecondFactor />;
  else
    body = (
      <ConsoleLayout>
        <ConsoleRoutes />
        <StepUpDialog />
      </ConsoleLayout>
    );
  return (
    <>
      {body}
      <GlobalOverlays />
    </>
  );
}
