// Message-centre notices, the message board, test reports and the staff inbox.
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { TestReportResult } from '@generated/enums';
import { ts, createdAt, oneOf } from './columns';
import { uploads, users } from './people';

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    read: boolean('read').notNull().default(false),
    sender: text('sender').notNull().default('system'),
    link: text('link'),
    /**
     * A message-catalogue key (server/src/messages) and its parameters: the notice is worded in the
     * reader's language when read. Null in rows written before keys: they show title and content,
     * which keyed rows also fill (in Chinese) as the text of last resort.
     */
    key: text('key'),
    params: jsonb('params'),
    createdAt: createdAt(),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.createdAt), index('notices_unread_idx').on(t.userId, t.read)],
);

export const leaveMessages = pgTable(
  'leave_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('leave_messages_user_idx').on(t.userId, t.createdAt)],
);

export const leaveMessageAttachments = pgTable(
  'leave_message_attachments',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => leaveMessages.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.uploadId] })],
);

export const leaveMessageReplies = pgTable(
  'leave_message_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => leaveMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    isStaff: boolean('is_staff').notNull().default(false),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('leave_replies_idx').on(t.messageId, t.createdAt)],
);

export const testReports = pgTable(
  'test_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    userName: text('user_name').notNull().default(''),
    email: text('email').notNull().default(''),
    startTime: ts('start_time'),
    endTime: ts('end_time'),
    dnslog: text('dnslog').notNull().default(''),
    ip: text('ip').notNull(),
    host: text('host').notNull().default(''),
    account: text('account').notNull().default(''),
    content: text('content').notNull().default(''),
    /** TestReportResult: 0 pending, 1 approved, 2 rejected. */
    result: integer('result').notNull().default(0),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('test_reports_user_idx').on(t.userId, t.createdAt), check('test_reports_result_check', oneOf(t.result, TestReportResult))],
);

/**
 * The staff inbox: one row per researcher action staff should look at (StaffInboxKind), shared by
 * the staff team. object_id is the report, order, team, test report or leave message it is about.
 */
export const staffInbox = pgTable(
  'staff_inbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    objectId: integer('object_id').notNull(),
    title: text('title').notNull(),
    /** Free text as written (a reply, a message): shown in any language as it is. */
    summary: text('summary').notNull().default(''),
    /** Facts the summary is worded from in the reader's language (re-check answer, level, order size). */
    detail: jsonb('detail'),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The staff member whose action on the report handled the item: read for all staff from then on. */
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: ts('handled_at'),
    /** The one staff member the item is for (a mention); null: the whole team's. */
    recipientId: integer('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_inbox_kind_idx').on(t.kind, t.id), index('staff_inbox_object_idx').on(t.objectId), index('staff_inbox_recipient_idx').on(t.recipientId, t.id)],
);

/**
 * Each staff member's read state: every item up to read_through is read (mark all), and any other
 * item is read when it has a row in staff_inbox_reads. Marking all is one row, whatever the inbox holds.
 */
export const staffInboxCursors = pgTable('staff_inbox_cursors', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readThrough: integer('read_through').notNull().default(0),
});

export const staffInboxReads = pgTable(
  'staff_inbox_reads',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => staffInbox.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.itemId] })],
);
