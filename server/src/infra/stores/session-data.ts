// What a session holds and where it is kept: the port a session store implements (the database's
// here, a cached one in services/session/), so that services never reach up into plugins/; the
// session plugin re-exports it.

import type { StaffRole } from '@generated/enums';

/**
 * What a session holds. The role and staff roles are the account's as they are now (read with the
 * session), never a copy taken at sign-in: a removed or demoted member loses them on the next request.
 */
export interface SessionData {
  userId: number | null;
  role: 'researcher' | 'staff' | null;
  staffRoles: readonly StaffRole[];
  csrfToken: string;
}

export interface SessionStore {
  get(token: string): Promise<SessionData | undefined>;
  set(token: string, data: SessionData, maxAgeS: number): Promise<void>;
  delete(token: string): Promise<void>;
}
