// A staff owner with a session for the bench's console scenarios (bulk actions, the console's paints),
// written straight into the data set: no second factor asked, so the session is all a request needs.
import crypto from 'node:crypto';
import type { Db } from '../server/src/db/index';
import { users } from '../server/src/db/schema';
import { DbSessionStore } from '../server/src/infra/stores/session-store';
import { putSetting } from '../server/src/services/settings/settings';

/** `name` keeps each scenario's account apart (email and phone are unique). */
export async function seedStaffSession(db: Db, name: string, phone: string): Promise<{ staffId: number; token: string }> {
  const [staff] = await db
    .insert(users)
    .values({ email: `bench-${name}@example.org`, nickname: `bench ${name}`, role: 'staff', staffRoles: ['owner'], phone })
    .returning({ id: users.id });
  await putSetting(db, 'staffSecondFactorRequired', false);
  const token = crypto.randomBytes(32).toString('hex'); // the session cookie's format: 64 hex characters
  await new DbSessionStore(db).set(token, { userId: staff!.id, role: null, staffRoles: [], csrfToken: 'bench' }, 86_400);
  return { staffId: staff!.id, token };
}
