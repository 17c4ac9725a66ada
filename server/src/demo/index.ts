// The bilingual demo (what it holds: docs/product.md, "Demo"): loaded on the first start with an empty embedded database outside
// production (see on-start.ts), or by
// `npm run demo`. Deterministic: a seeded generator, dates relative to the moment it is loaded.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/index';
import { users } from '../db/schema';
import { loadBugs } from './bugs';
import { loadContent } from './content';
import { loadDisclosures } from './disclosures';
import { DEMO_STAFF, loadPeople } from './people';
import { loadRealNames } from './real-names';
import { loadResponses } from './responses';
import { seeded } from './random';
import { putSetting } from '../services/settings/settings';

export { DEMO_NEWBIE, DEMO_RESEARCHER, DEMO_STAFF } from './people';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function hasDemo(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF));
  return row !== undefined;
}

/** Loads the demo in one transaction; does nothing when it is already there. */
export async function loadDemo(db: Db, now = Date.now()): Promise<{ loaded: boolean; users: number; bugs: number }> {
  return db.transaction(async (tx) => {
    if (await hasDemo(tx)) return { loaded: false, users: 0, bugs: 0 };
    const rng = seeded(20261123);
    await loadContent(tx, now);
    const people = await loadPeople(tx, rng, now);
    const bugs = await loadBugs(tx, rng, now, people);
    await loadRealNames(tx, people, now);
    await loadDisclosures(tx, people, now);
    await loadResponses(tx, now);
    // The demo's staff signs in by emailed code alone (and so do the browser tests, tests/e2e/setup.ts):
    // staff two-factor sign-in is off here until someone turns it on in the console's settings.
    await putSetting(tx, 'staffSecondFactorRequired', false);
    // `researchers` are those with reports and coins; the newbie and the staff account come on top.
    return { loaded: true, users: people.researchers.length + 2, bugs };
  });
}
