// What a session holds and where it is kept: the port a session store implements (the database's
// here, a cached one in services/session/), so that services never reach up into plugins/; the
// session plugin re-exports it.

export interface SessionData {
  userId: number | null;
  role: 'researcher' | 'staff' | null;
  csrfToken: string;
}

export interface SessionStore {
  get(token: string): Promise<SessionData | undefined>;
  set(token: string, data: SessionData, maxAgeS: number): Promise<void>;
  delete(token: string): Promise<void>;
}
