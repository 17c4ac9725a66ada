// i18next with every locale file under web/src/locales/<lang>/<namespace>.json. The language is
// the page's `language` query value; it never changes without a reload (spec §2).
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from './language';

type Resources = Record<Lang, Record<string, Record<string, unknown>>>;

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

export function localeResources(): Resources {
  const resources: Resources = { zh: {}, en: {} };
  for (const [file, mod] of Object.entries(files)) {
    const match = /locales\/(zh|en)\/([\w-]+)\.json$/.exec(file);
    if (match) resources[match[1] as Lang][match[2]!] = mod.default;
  }
  return resources;
}

export function createI18n(lang: Lang): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'zh',
    resources: localeResources(),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
