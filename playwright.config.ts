// Browser tests (npm run test:e2e): Debian's Chromium (its headless shell: scripts/browser-path.mjs) drives the real server, started on its own
// port with a fresh data folder (a copy of today's demo database) and a fixed captcha answer (NODE_ENV=test
// only). Sign-in codes are read from the dev outbox in that folder.
// A `setup` project signs the demo's staff and researcher in once through the API and saves their
// browser states; every spec makes the rest of its data itself (tests/e2e/seed.ts), so specs run
// in parallel on the one server, in any order, and each file passes alone.
// Two projects of specs: `desktop` runs every spec on a 1366 px screen; `mobile` runs the sign-in,
// the public pages and the signed-in pages (in Chinese) and the phone journeys (NN-mobile-*.spec.ts)
// on a 390 × 844 touch screen.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/browser-path.mjs';
import { E2E_DATA_DIR, E2E_PORT } from './tests/e2e/env';

/** Specs for the phone alone: `NN-mobile-….spec.ts` (matched on the file name, not the folders). */
const PHONE_ONLY = /\/\d+-mobile-[^/]*\.spec\.ts$/;
const SETUP = /\/setup\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // One server shared by the workers: every test acts on accounts and objects it made itself (or
  // only reads the demo's), so tests of different files, and of one file, run side by side. Three on
  // two cores: with two, a tenth of the CPU idled while pages waited on the server and on timers.
  workers: 3,
  fullyParallel: true,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    locale: 'zh-CN',
    // A click or fill that cannot act fails on its own with its call log (what it waited for),
    // not as the whole test's or hook's timeout with no word on the step that hung.
    actionTimeout: 30_000,
    // E2E_TRACE=1 keeps a trace of every failed test (recording costs time, so not by default).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'setup', testMatch: SETUP },
    {
      name: 'desktop',
      dependencies: ['setup'],
      testIgnore: [PHONE_ONLY, SETUP],
      use: { viewport: { width: 1366, height: 900 } },
    },
    {
      // A phone (the size of an iPhone 13/14) in Chromium: touch, the mobile viewport meta honoured.
      name: 'mobile',
      dependencies: ['setup'],
      testMatch: [/\/01-sign-in\.spec\.ts$/, /\/02-public-pages\.spec\.ts$/, /\/09-signed-in-pages\.spec\.ts$/, PHONE_ONLY],
      // The page sweeps run on the phone in Chinese only: the desktop's English sweeps already check
      // every English page (axe, no Chinese interface text), and the phone's English menu and
      // language switch have their own journey (08-mobile-journeys).
      grepInvert: /(public pages|signed-in pages) \(en\)/,
      use: { viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_DATA_DIR: path.resolve(E2E_DATA_DIR), PORT: String(E2E_PORT) },
  },
});
