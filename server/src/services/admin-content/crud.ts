// One generic create/read/update/delete for the staff content tables: each resource says how a
// form becomes column values and how a row is shown; the language of the content is the request's
// (staff edit the English site with language=en). Unknown ids answer 1002.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { invalid } from '../../messages/index';
import { paging } from '../paging';
import { publishUploads } from '../upload/uploads';

export interface Resource<Row, Form, Item> {
  table: PgTable & { id: PgColumn; language?: PgColumn };
  /** Column values from a form (sanitised, validated); throws 1001 naming the field. */
  values(form: Form, lang: Lang): Record<string, unknown> | Promise<Record<string, unknown>>;
  item(row: Row, lang: Lang, db: Db): Item | Promise<Item>;
  order?: SQL[];
  /** Runs in the write's transaction before the row is stored: rows the form names must exist (the foreign keys would refuse them). */
  beforeWrite?(tx: Db, form: Form, lang: Lang): Promise<void>;
  /** Runs in the write's transaction after the row is stored (e.g. blog tags). */
  afterWrite?(tx: Db, id: number, form: Form, lang: Lang): Promise<void>;
  beforeDelete?(tx: Db, id: number, lang: Lang): Promise<void>;
}

export function crud<Row, Form, Item>(r: Resource<Row, Form, Item>) {
  const table = r.table as PgTable & { id: PgColumn; language?: PgColumn };
  const byLanguage = (lang: Lang) => (table.language ? eq(table.language, lang) : undefined);
  return {
    async list(db: Db, lang: Lang, query: { page?: number; pageSize?: number }) {
      const { limit, offset } = paging(query);
      const where = byLanguage(lang);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(...(r.order ?? [desc(table.id)]))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(table).where(where),
      ]);
      return { total: total?.n ?? 0, items: await Promise.all((rows as Row[]).map((row) => r.item(row, lang, db))) };
    },
    async create(db: Db, lang: Lang, form: Form) {
      const values = await r.values(form, lang);
      return db.transaction(async (tx) => {
        await r.beforeWrite?.(tx, form, lang);
        const [row] = (await tx
          .insert(table)
          .values({ ...values, ...(table.language ? { language: lang } : {}) })
          .returning()) as { id: number }[];
        // Staff publishing content: the files it points at become readable by everyone.
        await publishUploads(tx, Object.values(values));
        await r.afterWrite?.(tx, row!.id, form, lang);
        return { id: row!.id };
      });
    },
    async update(db: Db, lang: Lang, id: number, form: Form) {
      const values = await r.values(form, lang);
      await db.transaction(async (tx) => {
        await r.beforeWrite?.(tx, form, lang);
        const rows = await tx.update(table).set(values).where(eq(table.id, id)).returning();
        if (rows.length === 0) throw new ApiError(Retcode.NotFound);
        await publishUploads(tx, Object.values(values));
        await r.afterWrite?.(tx, id, form, lang);
      });
      return {};
    },
    async remove(db: Db, lang: Lang, id: number) {
      await db.transaction(async (tx) => {
        await r.beforeDelete?.(tx, id, lang);
        const rows = await tx
          .delete(table)
          .where(and(eq(table.id, id)))
          .returning();
        if (rows.length === 0) throw new ApiError(Retcode.NotFound);
      });
      return {};
    },
  };
}

export const plain = (s: string | undefined) => (s ?? '').replace(/\p{Cc}/gu, ' ').trim();

export function required(lang: Lang, field: string, value: string | undefined): string {
  const v = plain(value);
  if (!v) throw invalid(lang, field, (m) => m.required);
  return v;
}
