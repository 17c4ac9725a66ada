// Column shapes every table of the schema uses.
import { sql, type SQL } from 'drizzle-orm';
import { text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
/** Content the site shows per language carries it: the English site lists English rows. */
export const language = () => text('language').notNull().default('zh');

/**
 * A CHECK that the column holds one of an enum's values: the contract's enums (generated/enums),
 * so the database refuses what the API could never answer. A changed enum changes the constraint,
 * and `npm run db:generate` writes the migration for it.
 */
export function oneOf(column: AnyPgColumn, values: Record<string, string | number>): SQL {
  const list = Object.values(values).map((v) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`));
  return sql`${column} in (${sql.raw(list.join(', '))})`;
}
