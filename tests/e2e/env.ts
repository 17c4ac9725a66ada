// Where the browser tests' server listens and keeps its data (outbox.log with sign-in codes).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18480);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
/** The fixed captcha answer of the test server (CAPTCHA_TEST_ANSWER, refused outside NODE_ENV=test). */
export const CAPTCHA = 'ab12';
/** Screenshots of every page visited, kept as test artifacts. */
export const SCREENSHOT_DIR = 'test-results/screenshots';
