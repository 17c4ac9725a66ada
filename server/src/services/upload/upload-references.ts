// Every place an upload can be referenced from, so the sweeper (upload-sweeper.ts) never deletes a
// file something still shows. By id: report attachments and data packages, leave-message
// attachments. By address (/v2/api/file/<key>) inside text: a portrait, HTML a researcher or staff
// wrote (report details, comments, leave messages and replies, canned replies, notices) and site
// content (banners, announcements, blogs, activities, gifts, FAQ, the regulation setting) and the
// summaries of disclosed reports.
// tests/server/upload-sweeper.test.ts fails when a text column is added to the schema without being
// listed here or among the columns that cannot hold a file address.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index';
import {
  activities,
  announcements,
  banners,
  blogArticles,
  bugAttachments,
  bugComments,
  bugs,
  commonResponses,
  disclosures,
  faqs,
  leaveMessageAttachments,
  leaveMessageReplies,
  leaveMessages,
  notices,
  rewards,
  settings,
  users,
} from '../../db/schema';

/** Text (or JSON) columns that may hold a file address. */
export const ADDRESS_COLUMNS: PgColumn[] = [
  users.portrait,
  bugs.detail,
  bugComments.content,
  leaveMessages.content,
  leaveMessageReplies.content,
  commonResponses.content,
  notices.content,
  notices.link,
  banners.imgurl,
  banners.linkurl,
  announcements.content,
  blogArticles.imgurl,
  blogArticles.content,
  activities.imgurl,
  activities.content,
  rewards.pic,
  rewards.description,
  faqs.answer,
  settings.value,
  // A disclosure's summary is sanitised rich text staff write, which may show uploaded images.
  disclosures.summary,
];

/** SQL true when the upload whose id is `id` is referenced by id (attachments, data packages). */
export function referencedById(id: AnyColumn): SQL {
  return sql`(exists (select 1 from ${bugAttachments} where ${bugAttachments.uploadId} = ${id})
    or exists (select 1 from ${leaveMessageAttachments} where ${leaveMessageAttachments.uploadId} = ${id})
    or exists (select 1 from ${bugs} where ${bugs.dataPkgId} = ${id}))`;
}

const ADDRESS_PATTERN = '/v2/api/file/([0-9]{14}-[a-z0-9]{6}\\.[a-z0-9]{1,5})';

/** The keys every address column mentions: one pass over each column, however many files there are. */
export async function keysInAddressColumns(db: Db): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const column of ADDRESS_COLUMNS) {
    const table = column.table as PgTable;
    const text = sql`${column}::text`;
    const result = (await db.execute(sql`select distinct (regexp_matches(${text}, ${ADDRESS_PATTERN}, 'g'))[1] as key from ${table} where ${text} like '%/v2/api/file/%'`)) as unknown as {
      rows: { key: string }[];
    };
    for (const row of result.rows) keys.add(row.key);
  }
  return keys;
}
