// The console's English texts, together (consoleLocales.ts).
export const files = import.meta.glob<Record<string, unknown>>('../../locales/en/admin*.json', { eager: true, import: 'default' });
