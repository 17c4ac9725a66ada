// What a session holds and where it is kept. The shape lives with the services (the database store
// implements it) so that services never reach up into plugins/; the session plugin re-exports it.

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
