// The staff console is its own lazily loaded area: the public pages never load its code. Its texts
// (the console's, one chunk per language, and the second factor's) load beside it, and it renders
// once its first screen's code is there too: nothing it shows first suspends again, since each
// suspension just after a reveal made React hold the next one by 300 ms (a chain of them kept a
// cold dashboard blank for a second). The screen's reads start with the session (preloadConsole).
import type { ComponentType } from 'react';
import { loadConsoleNamespaces, pageI18n } from '../lib/language/i18n';
import { pageLanguage } from '../lib/language/language';
import { BASE } from './base';

/** The console's texts outside its own chunk: the second factor's forms. */
const CONSOLE_OTHER_NAMESPACES = ['secondFactor'];

let loading: Promise<{ default: ComponentType }> | undefined;

/** Loads the console once: at a console address as the page's code starts (earlyStart.ts), else when it first renders. */
export function loadConsole() {
  loading ??= (async () => {
    const language = pageLanguage();
    // A failure to load texts is left to the screen that asks for them (it suspends and retries).
    const texts = loadConsoleNamespaces(pageI18n(), language, CONSOLE_OTHER_NAMESPACES).catch(() => undefined);
    const { ConsoleApp, preloadConsole } = await import('../admin/ConsoleApp');
    await Promise.all([preloadConsole(), texts]);
    return { default: ConsoleApp };
  })();
  return loading;
}

export const isConsoleAddress = (pathname: string): boolean => pathname === `${BASE}/admin` || pathname.startsWith(`${BASE}/admin/`);
