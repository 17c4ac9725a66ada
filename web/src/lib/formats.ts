// Display formats of docs/rules.md#entities-and-enums and the text cuts of docs/rules.md#limits.

/** Counts above 99999 show as '10w+' (ten thousands, as the Chinese site writes it). */
export function formatCount(value: number): string {
  return value > 99_999 ? '10w+' : String(value);
}

/** Unread and SMS badges above 999 show as '999+'. */
export function formatBadge(value: number): string {
  return value > 999 ? '999+' : String(value);
}

/** 'YYYY-MM-DD HH:mm:ss' cut to 'MM-DD'. */
export function monthDay(dateTime: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})/.exec(dateTime);
  return match ? `${match[1]}-${match[2]}` : dateTime;
}

/** 'YYYY-MM-DD HH:mm:ss' cut to 'YYYY-MM-DD'. */
export function dateOnly(dateTime: string): string {
  return dateTime.slice(0, 10);
}

/** Cuts text to `max` characters (code points, so CJK and emoji are never split) plus an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** A millisecond timestamp as local 'YYYY-MM-DD HH:mm'. */
export function formatTimestamp(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Human file sizes: 512 B, 1.5 KB, 8.0 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
