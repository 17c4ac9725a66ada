// Dates as the contract writes them: 'YYYY-MM-DD HH:mm:ss' in China Standard Time (UTC+8).
const OFFSET_MS = 8 * 3600 * 1000;

export function formatDateTime(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function formatDate(at: Date): string {
  return formatDateTime(at).slice(0, 10);
}

/** Parses 'YYYY-MM-DD HH:mm:ss' (UTC+8); undefined when malformed. */
export function parseDateTime(text: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s) - OFFSET_MS);
  return formatDateTime(at) === text ? at : undefined;
}

/** 'YYYY-MM-DD' (UTC+8) as the start of that day, or of the next day with endOfDay. */
export function parseDate(text: string, endOfDay = false): Date | undefined {
  const at = parseDateTime(`${text} 00:00:00`);
  return at && endOfDay ? new Date(at.getTime() + 24 * 3600 * 1000) : at;
}
