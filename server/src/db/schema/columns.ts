// Column shapes every table of the schema uses.
import { sql, type SQL } from 'drizzle-orm';
import { numeric, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
/** Content the site shows per language carries it: the English site lists English rows. */
export const language = () => text('language').notNull().default('zh');

/**
 * A CHECK that the column holds one of an enum's values: the contract's enums (generated/enums),
 * so the database refuses what the API could never answer. A changed enum changes the constraint,
 * and `npm run db:generate` writes the migration for it.
 */
/**
 * A CVSS 4.0 vector with the score and severity the server computed from it (common/cvss.ts), never
 * a score a browser sent: `<key>Vector`, `<key>Score`, `<key>Severity` in columns `<column>_vector`, ….
 */
export function cvssColumns<K extends string>(key: K, column: string) {
  const columns = {
    Vector: text(`${column}_vector`),
    Score: numeric(`${column}_score`, { precision: 3, scale: 1, mode: 'number' }),
    Severity: text(`${column}_severity`),
  };
  return Object.fromEntries(Object.entries(columns).map(([part, c]) => [`${key}${part}`, c])) as { [P in keyof typeof columns as `${K}${P}`]: (typeof columns)[P] };
}

export function oneOf(column: AnyPgColumn, values: Record<string, string | number>): SQL {
  const list = Object.values(values).map((v) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`));
  return sql`${column} in (${sql.raw(list.join(', '))})`;
}
