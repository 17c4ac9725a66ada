// The page's language: the `language` query value of the address bar, Chinese unless it says en.
export type Lang = 'zh' | 'en';

/** The browser's address, or undefined outside a browser (unit and contract tests in Node). */
export const pageLocation = (): { search: string; origin: string } | undefined => (globalThis as { location?: { search: string; origin: string } }).location;

export function pageLanguage(search: string = pageLocation()?.search ?? ''): Lang {
  return new URLSearchParams(search).get('language') === 'en' ? 'en' : 'zh';
}
