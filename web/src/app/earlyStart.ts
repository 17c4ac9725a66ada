// What a console page starts before the rest of the site's code runs: main.tsx imports this module
// first, so at a console address the session read and the console's code are on their way while
// React, the UI kit and the app's modules are evaluated (about 0.4 s of a cold load on a 2-core
// machine), rather than after. A failure is reported where the answer is used (loadSession,
// React.lazy). The public pages read the session once they have rendered, as before: started
// here, its answer re-rendered the page's shell during its first paint (the home page's largest
// paint came about 0.2 s later in the bench).
import { startSessionRead } from '../lib/session/loadSession';
import { isConsoleAddress, loadConsole } from './consoleLoader';

if (isConsoleAddress(window.location.pathname)) {
  startSessionRead();
  loadConsole().catch(() => undefined);
}
