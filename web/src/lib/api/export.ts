// Exports are form GETs (docs/rules.md#calls): the browser downloads the file from this address itself.
import { pageLanguage } from './language';

export function exportUrl(path: string, params: Record<string, string | number | undefined>, language = pageLanguage()): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  query.set('language', language);
  return `${path}?${query.toString()}`;
}
