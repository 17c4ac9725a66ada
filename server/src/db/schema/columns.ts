// Column shapes every table of the schema uses.
import { text, timestamp } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
/** Content the site shows per language carries it: the English site lists English rows. */
export const language = () => text('language').notNull().default('zh');
