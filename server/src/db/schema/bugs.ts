// Vulnerability reports: the report, its attachments, thread, operation log, and staff's saved replies.
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { BugStatus } from '@generated/enums';
import { cvssColumns, ts, createdAt, language, oneOf } from './columns';
import { activities, businessCoefficients } from './content';
import { uploads, users } from './people';

export const bugs = pgTable(
  'bugs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    link: text('link').notNull().default(''),
    detail: text('detail').notNull(),
    text: text('text').notNull().default(''),
    mainType: integer('main_type').notNull(),
    subType: integer('sub_type').notNull(),
    harmfulResults: integer('harmful_results').notNull().default(11),
    harmfulResultsText: text('harmful_results_text').notNull().default(''),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    dataPkgId: integer('data_pkg_id'),
    appName: text('app_name'),
    appVersion: text('app_version'),
    appSource: text('app_source'),
    appLink: text('app_link'),
    status: integer('status').notNull().default(10),
    firstKill: boolean('first_kill').notNull().default(false),
    intelligenceValue: integer('intelligence_value').notNull().default(0),
    auditLevel: integer('audit_level'),
    baseCoins: integer('base_coins').notNull().default(0),
    businessCoefficientId: integer('business_coefficient_id').references(() => businessCoefficients.id, { onDelete: 'set null' }),
    multiplier: numeric('multiplier', { precision: 6, scale: 2, mode: 'number' }).notNull().default(1),
    /** Coins posted for the rating so far (the ledger holds the records; this is their sum). */
    ratingCoins: integer('rating_coins').notNull().default(0),
    qualityCoins: integer('quality_coins').notNull().default(0),
    highQuality: boolean('high_quality').notNull().default(false),
    lastUrgedAt: ts('last_urged_at'),
    /**
     * When the researcher's answer to the latest re-check is due (set by update@review; past it the
     * expiry job finishes the report: docs/rules.md#re-check-deadline). Kept after the answer.
     */
    recheckDueAt: ts('recheck_due_at'),
    /** The coins an answer in time earns, as promised when the re-check was launched (the setting may change meanwhile). */
    recheckRewardCoins: integer('recheck_reward_coins').notNull().default(0),
    /** The staff member handling the report (staff review console), or null. */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why it was ignored (IgnoreReason), the staff note the researcher sees, and the report it duplicates. */
    ignoreReason: text('ignore_reason'),
    closeNote: text('close_note').notNull().default(''),
    duplicateOfId: integer('duplicate_of_id').references((): AnyPgColumn => bugs.id, { onDelete: 'restrict' }),
    /** The latest thread reply by the researcher and by staff (internal notes excluded): the queue's unread-reply filter and sort. */
    lastReporterReplyAt: ts('last_reporter_reply_at'),
    lastStaffReplyAt: ts('last_staff_reply_at'),
    /** CVSS 4.0: the researcher's vector and the final one staff set when rating. */
    ...cvssColumns('cvss', 'cvss'),
    ...cvssColumns('auditCvss', 'audit_cvss'),
    /**
     * When each SLA clock stopped (docs/rules.md#sla-clocks): the first staff log entry or staff reply,
     * the first confirmation, the first coins posted, the first finished or ignored status. Kept by
     * database triggers on bug_logs, bug_comments and ledger (migration 0013), so no write path can
     * forget them and the queue sorts on columns, not on subqueries.
     */
    firstResponseAt: ts('first_response_at'),
    ratedAt: ts('rated_at'),
    rewardedAt: ts('rewarded_at'),
    resolvedAt: ts('resolved_at'),
    /**
     * Staff asked the researcher for more information and wait (askBugInfo): since when, and who
     * asked. While set, the SLA clocks are paused (docs/rules.md#sla-clocks); the researcher's next
     * reply or staff withdrawing it clears both and adds the wait to the paused hours below.
     */
    infoRequestedAt: ts('info_requested_at'),
    infoRequestedBy: integer('info_requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** Hours of the ended pauses: what a clock still running adds to its due time. */
    slaPausedHours: numeric('sla_paused_hours', { precision: 12, scale: 4, mode: 'number' }).notNull().default(0),
    /**
     * Of those hours, the ones before each clock stopped (a pause after a clock stopped does not move
     * its due time, so a late clock cannot turn met by a later wait); equal to slaPausedHours while
     * the clock runs. The first response needs none: asking is a staff reply, which stops it.
     */
    ratingPausedHours: numeric('rating_paused_hours', { precision: 12, scale: 4, mode: 'number' }).notNull().default(0),
    rewardPausedHours: numeric('reward_paused_hours', { precision: 12, scale: 4, mode: 'number' }).notNull().default(0),
    resolutionPausedHours: numeric('resolution_paused_hours', { precision: 12, scale: 4, mode: 'number' }).notNull().default(0),
    /**
     * The SLA clocks' due times as the triage queue filters and sorts by them, kept by a database
     * trigger from the columns above and the `slaTargets` setting on every write (migration
     * queue_speed): the nearest due time of an open clock (the "time left" sort), the earliest of a
     * clock still awaited (past it the report missed a target), and whether a clock stopped late.
     * Both times leave the open pause out: while staff wait for the researcher they move with the
     * clock, so the queue adds the pause so far (sla.ts). A due time of `now()` could not be indexed.
     */
    slaNextDueAt: ts('sla_next_due_at'),
    slaLateAt: ts('sla_late_at'),
    slaStoppedLate: boolean('sla_stopped_late').notNull().default(false),
    // Whether the report's disclosure is approved (public): kept by a trigger on disclosures, so the
    // duplicate hint reads the public titles off a small index of their own.
    publiclyDisclosed: boolean('publicly_disclosed').notNull().default(false),
    /**
     * The regulator clock (docs/rules.md#regulator-clock): staff marked the report as a vulnerability
     * in the company's own network product, and when they reported it to the national platform with
     * the reference it gave (a correction replaces both; the log keeps every one).
     */
    productVulnerability: boolean('product_vulnerability').notNull().default(false),
    regulatorReportedAt: ts('regulator_reported_at'),
    regulatorReference: text('regulator_reference'),
    language: language(),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bugs_user_idx').on(t.userId, t.submittedAt),
    index('bugs_status_idx').on(t.status, t.submittedAt),
    index('bugs_activity_idx').on(t.activityId),
    index('bugs_assignee_idx').on(t.assigneeId),
    // The expiry job's scan: only reports awaiting a re-check.
    index('bugs_recheck_due_idx')
      .on(t.recheckDueAt)
      .where(sql`status = 40`),
    // The public response statistics read the clocks that stopped in a window (docs/rules.md#sla-clocks).
    index('bugs_first_response_idx').on(t.firstResponseAt),
    index('bugs_rated_idx').on(t.ratedAt),
    index('bugs_rewarded_idx').on(t.rewardedAt),
    // The triage queue's default order (newest first) reads the first page off this index.
    index('bugs_submitted_idx').on(t.submittedAt, t.id),
    // The queue's sorts read their first page off these: time left, waiting (open ones first, oldest
    // first; queue.ts writes the same expression) and the latest reply.
    index('bugs_sla_next_due_idx').on(t.slaNextDueAt, t.id),
    index('bugs_waiting_idx').on(sql`(status in (10, 20)) desc`, t.submittedAt, t.id),
    index('bugs_last_reply_idx').on(t.lastReporterReplyAt.desc().nullsLast(), t.id.desc()),
    // The queue's keyword, a substring of the title (ILIKE '%…%'): pg_trgm serves ILIKE itself, so
    // the results are ILIKE's. Chinese titles are indexed too (a UTF-8 character type, as PGlite's
    // C.UTF-8); a keyword under three characters has no trigram and is read as before, row by row.
    index('bugs_name_trgm_idx').using('gin', t.name.op('public.gin_trgm_ops')),
    // The queue's regulatorOverdue filter: the few product vulnerabilities not yet reported.
    index('bugs_regulator_open_idx')
      .on(t.ratedAt)
      .where(sql`product_vulnerability and regulator_reported_at is null`),
    // The queue's needsInfo filter: the few reports waiting for the researcher.
    index('bugs_info_requested_idx')
      .on(t.infoRequestedAt)
      .where(sql`info_requested_at is not null`),
    // The total of the queue's missedTarget filter, which keeps most reports: queue.ts counts the
    // few that met their targets (no clock stopped late) off this index alone, without reading the
    // reports (an index-only scan, once a vacuum has marked the pages all-visible: db/maintenance.ts).
    // With the status, a status filter's count of them is read off it too.
    index('bugs_sla_met_idx')
      .on(t.slaLateAt, t.infoRequestedAt, t.status)
      .where(sql`not sla_stopped_late`),
    // The totals of the queue's level (the staff's level once rated, else the researcher's) and type
    // filters, which keep a fifth or an eighth of the reports: counted off these alone (index-only,
    // as above) instead of reading every report. The level's columns are in the index so its
    // expression can be checked without the row.
    index('bugs_effective_level_idx').on(sql`coalesce(${t.auditLevel}, ${t.level})`, t.auditLevel, t.level),
    index('bugs_main_type_idx').on(t.mainType),
    // The duplicate hint and staff's similar reports: the nearest titles by character trigrams
    // (pg_trgm), Chinese as well as English (docs/rules.md#duplicate-hint); GiST, as it answers
    // `order by name <-> title limit n` by walking the nearest entries only (the keyword's GIN above
    // cannot order by distance; GiST would serve ILIKE too, but slower than GIN).
    index('bugs_name_trgm_gist_idx').using('gist', sql`${t.name} public.gist_trgm_ops`),
    // The hint's public titles: the same trigram order over the approved disclosures only (a few in
    // a hundred reports), walked to the nearest few instead of measuring every public title.
    index('bugs_disclosed_name_trgm_idx')
      .using('gist', sql`${t.name} public.gist_trgm_ops`)
      .where(sql`publicly_disclosed`),
    check('bugs_status_check', oneOf(t.status, BugStatus)),
  ],
);

export const bugAttachments = pgTable(
  'bug_attachments',
  {
    bugId: integer('bug_id')
      .notNull()
      .references(() => bugs.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.bugId, t.uploadId] })],
);

export const bugComments = pgTable(
  'bug_comments',
  {
    id: serial('id').primaryKey(),
    bugId: integer('bug_id')
      .notNull()
      .references(() => bugs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    isStaff: boolean('is_staff').notNull().default(false),
    /** A staff note only staff ever read: never in the researcher's thread, notices or exports. */
    internal: boolean('internal').notNull().default(false),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bug_comments_idx').on(t.bugId, t.createdAt)],
);

export const bugLogs = pgTable(
  'bug_logs',
  {
    id: serial('id').primaryKey(),
    bugId: integer('bug_id')
      .notNull()
      .references(() => bugs.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    text: text('text').notNull().default(''),
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    isStaff: boolean('is_staff').notNull().default(false),
    /** Entries only staff read (assignments): the researcher's log leaves them out. */
    staffOnly: boolean('staff_only').notNull().default(false),
    /** The action's facts (level, coins, reason, deadline, …; BugLogDetails); null on entries written before they were kept. */
    details: jsonb('details'),
    /** The staff comment (or a resubmission's note) as written; the text above is then left empty. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('bug_logs_idx').on(t.bugId, t.createdAt)],
);

/** Saved reply texts staff insert into a report's thread, per language. */
export const commonResponses = pgTable(
  'common_responses',
  {
    id: serial('id').primaryKey(),
    language: language(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('common_responses_language_idx').on(t.language, t.id)],
);

/**
 * Which staff members have a report's review page open (docs/rules.md#presence): one row each,
 * seen_at moved by every touch of their page; a row older than the presence window counts as gone.
 * Kept in the database, not in a server's memory, so two servers see the same people.
 */
export const bugPresence = pgTable(
  'bug_presence',
  {
    bugId: integer('bug_id')
      .notNull()
      .references(() => bugs.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: ts('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bugId, t.staffId] }), index('bug_presence_seen_idx').on(t.seenAt)],
);
