// The `setup` project: signs the demo's staff and the demo researcher in once, through the API (a
// code from the outbox), and saves their browser states for the specs (`test.use({ storageState })`).
// An account gets one code per 120 s, so each is signed in here once per run; specs that sign out
// or change an account's data use accounts of their own (tests/e2e/seed.ts).
import { test as setup } from '@playwright/test';
import { ApiSession, DEMO_RESEARCHER_EMAIL, DEMO_RESEARCHER_STATE, STAFF_EMAIL, STAFF_STATE } from './seed';

setup('sign in the demo staff and the demo researcher', async () => {
  (await new ApiSession().signIn(STAFF_EMAIL)).saveState(STAFF_STATE);
  (await new ApiSession().signIn(DEMO_RESEARCHER_EMAIL)).saveState(DEMO_RESEARCHER_STATE);
});
