// The console's side of the second factor, wired into the data layer once (startConsole.ts): a 4007
// answer (staff must turn two-factor sign-in on) puts the enrolment screen in place of the console;
// a 4008 answer (a sensitive action needs a fresh second factor, docs/rules.md#step-up) opens the
// step-up dialog, and the call is sent again once a code was verified. Every screen's changes go
// through this one place: none handles 4008 itself.
import { atom } from 'jotai';
import { appStore } from '../../lib/store';

export const enrolmentRequiredAtom = atom(false);

/** The open step-up request: settle it with true once verified, false when the dialog is closed. */
export const stepUpRequestAtom = atom<{ settle: (verified: boolean) => void } | null>(null);

export function requireEnrolment(): void {
  appStore.set(enrolmentRequiredAtom, true);
}

let waiting: Promise<boolean> | null = null;

/** Asks for a code; several calls refused together share one dialog. */
export function askStepUp(): Promise<boolean> {
  waiting ??= new Promise<boolean>((resolve) => {
    appStore.set(stepUpRequestAtom, {
      settle: (verified) => {
        waiting = null;
        appStore.set(stepUpRequestAtom, null);
        resolve(verified);
      },
    });
  });
  return waiting;
}
