// Before the browser tests: Playwright cannot download its own browsers on our machines, so the tests
// drive Debian's Chromium (browser-path.mjs: CHROMIUM_PATH, or its headless shell) and need CJK
// fonts for the Chinese pages. When they are missing and we are root on a Debian-like system, install them with
// apt-get (what `npm ci && npm test` on a fresh machine needs); otherwise say what to install.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath, FULL_BROWSER, HEADLESS_SHELL } from './browser-path.mjs';

const chromium = chromiumPath();
const browserPackage = [HEADLESS_SHELL, FULL_BROWSER].find((b) => b.path === chromium)?.debianPackage ?? 'chromium';
const hasFonts = () => {
  if (fs.existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')) return true;
  try {
    return /Noto Sans CJK/i.test(execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }));
  } catch {
    return false;
  }
};

const missing = [];
if (!fs.existsSync(chromium)) missing.push(browserPackage);
if (!hasFonts()) missing.push('fonts-noto-cjk');

if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt || process.env.CHROMIUM_PATH) {
    console.error(`The browser tests need ${missing.join(' and ')}: install them (Debian: apt-get install -y ${missing.join(' ')}) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} for the browser tests (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}
