// Display formats of docs/rules.md#entities-and-enums and the text cuts of docs/rules.md#limits.
import type { Lang } from './api';

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

/**
 * A wait given in hours as staff read it: under a day in hours as given ('20.5 小时' / '20.5 h'), a
 * day or more in whole days and hours ('410 天 2 小时' / '410 d 2 h'), so a long wait reads at a glance.
 */
export function formatWait(hours: number, lang: Lang): string {
  const unit = lang === 'zh' ? { d: ' 天', h: ' 小时' } : { d: ' d', h: ' h' };
  if (hours < 24) return `${hours}${unit.h}`;
  let days = Math.floor(hours / 24);
  let rest = Math.round(hours - days * 24);
  if (rest === 24) {
    days += 1;
    rest = 0;
  }
  return rest === 0 ? `${days}${unit.d}` : `${days}${unit.d} ${rest}${unit.h}`;
}
