// Keeps the page's `language` query value on every address the site builds (docs/rules.md#screens-and-routes).
import { pageLanguage, type Lang } from '../api';

export type { Lang };
export { pageLanguage };

/** The language value to carry: the one in the address bar, if any (zh stays implicit when absent). */
export function carriedLanguage(search: string): string | null {
  return new URLSearchParams(search).get('language');
}

/**
 * Adds the current page's language value to an address of the site unless it names one already.
 * External addresses (another origin, mailto:) are returned unchanged.
 */
export function withLanguage(href: string, search: string): string {
  const language = carriedLanguage(search);
  if (!language || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const base = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = base.indexOf('?');
  const pathPart = queryAt >= 0 ? base.slice(0, queryAt) : base;
  const query = new URLSearchParams(queryAt >= 0 ? base.slice(queryAt + 1) : '');
  if (query.has('language')) return href;
  query.set('language', language);
  return `${pathPart}?${query.toString()}${hash}`;
}

/** The same address in the other language; switching reloads the page (docs/rules.md#screens-and-routes). */
export function switchLanguageHref(location: { pathname: string; search: string; hash: string }, to: Lang): string {
  const query = new URLSearchParams(location.search);
  query.set('language', to);
  return `${location.pathname}?${query.toString()}${location.hash}`;
}
