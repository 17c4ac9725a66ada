// The console's Chinese texts, together (consoleLocales.ts).
export const files = import.meta.glob<Record<string, unknown>>('../../locales/zh/admin*.json', { eager: true, import: 'default' });
