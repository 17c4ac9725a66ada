// The Chromium the browser tests drive (Playwright cannot download its own browsers on our machines).
// Headless runs use Debian's chromium-headless-shell: the same Chromium, built as the old headless
// shell that Playwright itself downloads for headless runs. It renders without the full browser's
// window machinery, and the browser tests took about a sixth less time in it than in the full
// browser on a 2-core machine. A headed or debugging run (--headed, --debug, --ui) needs the
// full browser. CHROMIUM_PATH overrides both.
const HEADED = ['--headed', '--debug', '--ui'];

/** The browser for this run: CHROMIUM_PATH, or Debian's headless shell, or its full browser when headed. */
export function chromiumPath(argv = process.argv) {
  // Playwright's workers load the config again without the command's flags but with its
  // environment: the choice made from the flags is passed on there.
  if (!process.env.CHROMIUM_PATH && argv.some((arg) => HEADED.includes(arg))) process.env.CHROMIUM_PATH = FULL_BROWSER.path;
  return process.env.CHROMIUM_PATH ?? HEADLESS_SHELL.path;
}

/** The Debian packages behind the default paths. */
export const HEADLESS_SHELL = { path: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' };
export const FULL_BROWSER = { path: '/usr/bin/chromium', debianPackage: 'chromium' };
