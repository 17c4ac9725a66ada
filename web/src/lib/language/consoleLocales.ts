// The staff console's texts (locales/*/admin*.json), listed in a chunk of their own: the public
// site's first load carries one import of this list instead of an entry per console file and
// language, and only the console ever loads it.
export const consoleFiles = import.meta.glob<Record<string, unknown>>('../../locales/*/admin*.json', { import: 'default' });
