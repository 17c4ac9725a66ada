// The contract's times are 'YYYY-MM-DD HH:mm:ss' in UTC+8 (China Standard Time, no daylight saving).

/** Hours from `now` (ms) to a contract time; negative once it passed. */
export function hoursUntil(time: string, now: number): number {
  const at = Date.parse(`${time.replace(' ', 'T')}+08:00`);
  return (at - now) / 3600_000;
}
