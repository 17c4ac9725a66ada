// The staff console's texts (locales/<lang>/admin*.json): every console namespace of one language
// in one chunk, loaded with the first of them. The console's shell alone reads seven of them and
// each screen one more: one request instead of a round after the list's own. Only the console ever
// loads these (the public site's first load carries the two imports).
type Files = Record<string, Record<string, unknown>>;

export const consoleFilesOf: Record<string, () => Promise<Files>> = {
  zh: () => import('./consoleLocalesZh').then((m) => m.files),
  en: () => import('./consoleLocalesEn').then((m) => m.files),
};
