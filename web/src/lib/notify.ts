// Toasts from anywhere (docs/rules.md#errors: 2 s). The toast widget is loaded with the first toast, so pages
// that never show one do not pay for it.
import { atom } from 'jotai';
import { appStore } from './store';

export const toasterMountedAtom = atom(false);

function show(type: 'success' | 'error' | 'info', message: string): void {
  appStore.set(toasterMountedAtom, true);
  void import('../components/feedback/toaster').then(({ toaster }) => toaster.create({ type, title: message }));
}

export const notifySuccess = (message: string) => show('success', message);
export const notifyError = (message: string) => show('error', message);
export const notifyInfo = (message: string) => show('info', message);
