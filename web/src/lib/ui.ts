// Site-wide UI state (jotai): the loading overlay, the error modal, the sign-in modal and the
// 'not logged in' notice. Plain functions set it through the shared store, so API hooks and
// event handlers can use them without prop drilling.
import { atom } from 'jotai';
import type { ApiFailure } from './api';
import { appStore } from './store';
import { Retcode } from '@generated/enums';

export interface ErrorNotice {
  title?: string;
  message: string;
  /** Shown as '(error code: N)'; '0000' when no envelope arrived. */
  code: string;
}

export const loadingCountAtom = atom(0);
export const errorModalAtom = atom<ErrorNotice | null>(null);
export const signInModalAtom = atom(false);
export const notLoggedInAtom = atom(false);

/** Runs an action under the global loading overlay. */
export async function withLoading<T>(work: Promise<T>): Promise<T> {
  appStore.set(loadingCountAtom, (n) => n + 1);
  try {
    return await work;
  } finally {
    appStore.set(loadingCountAtom, (n) => Math.max(0, n - 1));
  }
}

/** The error modal for a failed call; `fallback` is the translated text when retmsg is empty. */
export function showFailure(failure: ApiFailure, fallback: string, title?: string): void {
  // 4006 and 4003 already navigate away; a modal on top would only flash.
  if (failure.retcode === Retcode.LoginRequired || failure.retcode === Retcode.NoPermission) return;
  appStore.set(errorModalAtom, {
    ...(title ? { title } : {}),
    message: failure.retmsg || fallback,
    code: failure.retcode === null ? '0000' : String(failure.retcode),
  });
}

export function openSignIn(): void {
  appStore.set(notLoggedInAtom, false);
  appStore.set(signInModalAtom, true);
}

export function showNotLoggedIn(): void {
  appStore.set(notLoggedInAtom, true);
}

// English visitors get no sign-in popup (docs/rules.md#product): they are pointed to the English
// sign-in instructions, which lead to the Chinese site's sign-in (its popup, opened by login=1).
/** The English sign-in instructions, a page of the site (relative to /v2). */
export const SIGN_IN_HELP_PATH = '/en/sign-in';

/** The Chinese site's home with its sign-in popup open (a full load: the language changes). */
export const CHINESE_SIGN_IN_HREF = '/v2/home?language=zh&login=1';
