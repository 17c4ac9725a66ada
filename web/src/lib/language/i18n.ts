// i18next with the locale files under web/src/locales/<lang>/<namespace>.json. The language is the
// page's `language` query value; it never changes without a reload (docs/rules.md#screens-and-routes). The namespaces of
// the shell and the home page ship with the first bundle; every other namespace is fetched (in the
// page's language only) when a component first asks for it, and that component suspends until then
// — so the home page's JavaScript does not carry the text of every screen.
import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { consoleFilesOf } from './consoleLocales';
import { pageLanguage, type Lang } from './language';

export const SHELL_NAMESPACES = ['common', 'layout', 'auth', 'home', 'en'];

const shellFiles = import.meta.glob<Record<string, unknown>>('../../locales/*/{common,layout,auth,home,en}.json', { eager: true, import: 'default' });
// Every other namespace but the console's: a file in both lists would be bundled twice over (and
// the bundler warns that its lazy import is ineffective).
const lazyFiles = import.meta.glob<Record<string, unknown>>(['../../locales/*/*.json', '!../../locales/*/{common,layout,auth,home,en}.json', '!../../locales/*/admin*.json'], {
  import: 'default',
});
/** The console's namespaces (admin…): all of a language's load with the first of them (consoleLocales.ts). */
const CONSOLE_NAMESPACE = /^admin/;

function loaderOf(language: string, namespace: string): Promise<(() => Promise<Record<string, unknown>>) | undefined> {
  const key = `../../locales/${language}/${namespace}.json`;
  if (CONSOLE_NAMESPACE.test(namespace)) {
    const load = consoleFilesOf[language];
    return Promise.resolve(load && (() => load().then((files) => files[key] ?? {})));
  }
  return Promise.resolve(lazyFiles[key]);
}

function resourcesOf(files: Record<string, Record<string, unknown>>): Resource {
  const resources: Resource = { zh: {}, en: {} };
  for (const [file, data] of Object.entries(files)) {
    const match = /locales\/(zh|en)\/([\w-]+)\.json$/.exec(file);
    if (match) resources[match[1]!]![match[2]!] = data;
  }
  return resources;
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loaderOf(language, namespace)
      .then((load) => (load ? load() : {}))
      .then(
        (data) => callback(null, data),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
      );
  },
};

/**
 * An i18n instance for the page language. `resources` replaces the shipped shell namespaces (the
 * component tests pass every namespace, so nothing has to load).
 */
export function createI18n(lang: Lang, resources: Resource = resourcesOf(shellFiles)): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: 'zh',
      resources,
      partialBundledLanguages: true,
      ns: SHELL_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  return instance;
}

let pageInstance: i18n | undefined;

/** The page's i18n instance, in the page's language (it never changes without a reload), made on first use. */
export function pageI18n(): i18n {
  return (pageInstance ??= createI18n(pageLanguage()));
}

/**
 * Puts every console namespace of the language (their one chunk) and `others` into the instance,
 * so no console screen suspends on its texts when it first renders: each such suspension made
 * React hold what it revealed next by 300 ms.
 */
export async function loadConsoleNamespaces(instance: i18n, language: string, others: readonly string[]): Promise<void> {
  const files = (await consoleFilesOf[language]?.()) ?? {};
  const names = Object.keys(files).flatMap((file) => /\/([\w-]+)\.json$/.exec(file)?.[1] ?? []);
  await instance.loadNamespaces([...names, ...others]);
}

/** Every namespace of both languages, bundled: for tests. */
export function allResources(files: Record<string, Record<string, unknown>>): Resource {
  return resourcesOf(files);
}
