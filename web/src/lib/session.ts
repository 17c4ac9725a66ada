// Session state of the visitor (UI/session state only: jotai). `unknown` until getInfo answers.
import { atom } from 'jotai';
import type { components } from '@generated/api';

export type SessionUser = components['schemas']['SessionUser'];

export type Session = { status: 'unknown' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser; unread: number };

export const sessionAtom = atom<Session>({ status: 'unknown' });

export const signedInUserAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'signedIn' ? session.user : null;
});
