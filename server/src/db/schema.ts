// The one pg-core schema of the portal (PGlite by default, PostgreSQL with DATABASE_URL).
// Content that the site shows per language (banners, announcements, blogs, activities, rewards,
// FAQ, business coefficients) carries a `language` column: the English site lists English rows.
// Coins live only in the append-only `ledger`; `balances` and the `*_scores` tables are aggregates
// maintained in the same transaction as each ledger write, so reads never scan the ledger.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const language = () => text('language').notNull().default('zh');

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    nickname: text('nickname').notNull().default(''),
    portrait: text('portrait').notNull().default(''),
    sign: text('sign').notNull().default(''),
    phone: text('phone'),
    role: text('role').notNull().default('researcher'),
    realName: text('real_name'),
    teamId: integer('team_id'),
    teamJoinedAt: ts('team_joined_at'),
    lastTeamChangeAt: ts('last_team_change_at'),
    newPeopleRewardUsed: boolean('new_people_reward_used').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    index('users_team_idx').on(t.teamId),
    // The few accounts that are not researchers: the rank count subtracts their scores (rank.ts).
    index('users_not_researcher_idx').on(t.id).where(sql`${t.role} <> 'researcher'`),
    // Serving a portrait to anyone asks whether it is someone's current portrait (uploads.ts).
    index('users_portrait_idx').on(t.portrait),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a copy of the database does not hand out sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id'),
    role: text('role'),
    csrfToken: text('csrf_token').notNull(),
    captchaAnswer: text('captcha_answer'),
    captchaExpiresAt: ts('captcha_expires_at'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt)],
);

/** Emailed sign-in codes, email-change codes and SMS phone codes. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    userId: integer('user_id'),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('codes_target_idx').on(t.purpose, t.target, t.createdAt), index('codes_ip_idx').on(t.ip, t.createdAt)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** Generated storage name: time, 6 random characters, extension. Never the client's name. */
    key: text('key').notNull(),
    ownerId: integer('owner_id').notNull(),
    kind: text('kind').notNull(),
    clientName: text('client_name').notNull(),
    ext: text('ext').notNull(),
    size: integer('size').notNull(),
    mark: integer('mark'),
    /** Set when staff publish the file as site content (the regulation, a content address): anyone may read it. */
    public: boolean('public').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_key_uq').on(t.key), index('uploads_owner_idx').on(t.ownerId), index('uploads_created_idx').on(t.createdAt)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  language: language(),
  imgurl: text('imgurl').notNull(),
  linkurl: text('linkurl').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    language: language(),
    title: text('title').notNull(),
    type: integer('type').notNull(),
    abstract: text('abstract').notNull().default(''),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_list_idx').on(t.language, t.createdAt)],
);

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  language: language(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const blogArticles = pgTable(
  'blog_articles',
  {
    id: serial('id').primaryKey(),
    language: language(),
    title: text('title').notNull(),
    imgurl: text('imgurl').notNull().default(''),
    author: text('author').notNull(),
    categoryId: integer('category_id').notNull(),
    abstract: text('abstract').notNull().default(''),
    content: text('content').notNull(),
    top: boolean('top').notNull().default(false),
    viewCnt: integer('view_cnt').notNull().default(0),
    voteCnt: integer('vote_cnt').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('blog_list_idx').on(t.language, t.createdAt), index('blog_category_idx').on(t.categoryId)],
);

export const blogTags = pgTable('blog_tags', {
  id: serial('id').primaryKey(),
  language: language(),
  name: text('name').notNull(),
});

export const blogArticleTags = pgTable(
  'blog_article_tags',
  {
    articleId: integer('article_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('blog_tag_idx').on(t.tagId)],
);

export const blogVotes = pgTable(
  'blog_votes',
  {
    articleId: integer('article_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] })],
);

export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  language: language(),
  title: text('title').notNull(),
  imgurl: text('imgurl').notNull().default(''),
  requirement: text('requirement').notNull().default('*'),
  content: text('content').notNull().default(''),
  startAt: ts('start_at').notNull(),
  endAt: ts('end_at').notNull(),
  multiplier: numeric('multiplier', { precision: 6, scale: 2, mode: 'number' }).notNull().default(1),
  crowdTesting: boolean('crowd_testing').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

export const businessCoefficients = pgTable('business_coefficients', {
  id: serial('id').primaryKey(),
  language: language(),
  business: text('business').notNull(),
  coefficient: numeric('coefficient', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  description: text('description').notNull().default(''),
});

export const bugs = pgTable(
  'bugs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    link: text('link').notNull().default(''),
    detail: text('detail').notNull(),
    text: text('text').notNull().default(''),
    mainType: integer('main_type').notNull(),
    subType: integer('sub_type').notNull(),
    harmfulResults: integer('harmful_results').notNull().default(11),
    harmfulResultsText: text('harmful_results_text').notNull().default(''),
    activityId: integer('activity_id'),
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
    businessCoefficientId: integer('business_coefficient_id'),
    multiplier: numeric('multiplier', { precision: 6, scale: 2, mode: 'number' }).notNull().default(1),
    /** Coins posted for the rating so far (the ledger holds the records; this is their sum). */
    ratingCoins: integer('rating_coins').notNull().default(0),
    qualityCoins: integer('quality_coins').notNull().default(0),
    highQuality: boolean('high_quality').notNull().default(false),
    lastUrgedAt: ts('last_urged_at'),
    /** The staff member handling the report (staff review console), or null. */
    assigneeId: integer('assignee_id'),
    /** Why it was ignored (IgnoreReason), the staff note the researcher sees, and the report it duplicates. */
    ignoreReason: text('ignore_reason'),
    closeNote: text('close_note').notNull().default(''),
    duplicateOfId: integer('duplicate_of_id'),
    /** The latest thread reply by the researcher and by staff (internal notes excluded): the queue's unread-reply filter and sort. */
    lastReporterReplyAt: ts('last_reporter_reply_at'),
    lastStaffReplyAt: ts('last_staff_reply_at'),
    language: language(),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bugs_user_idx').on(t.userId, t.submittedAt),
    index('bugs_status_idx').on(t.status, t.submittedAt),
    index('bugs_activity_idx').on(t.activityId),
    index('bugs_assignee_idx').on(t.assigneeId),
  ],
);

export const bugAttachments = pgTable(
  'bug_attachments',
  {
    bugId: integer('bug_id').notNull(),
    uploadId: integer('upload_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bugId, t.uploadId] })],
);

export const bugComments = pgTable(
  'bug_comments',
  {
    id: serial('id').primaryKey(),
    bugId: integer('bug_id').notNull(),
    userId: integer('user_id').notNull(),
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
    bugId: integer('bug_id').notNull(),
    action: text('action').notNull(),
    text: text('text').notNull().default(''),
    operatorId: integer('operator_id'),
    isStaff: boolean('is_staff').notNull().default(false),
    /** Entries only staff read (assignments): the researcher's log leaves them out. */
    staffOnly: boolean('staff_only').notNull().default(false),
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

/** The append-only coin ledger: the only source of coin truth. */
export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** CoinRecordType: 1 bug rating, 2 high-quality bug, 3 gift payment, 4 coin exchange, 5 manual change. */
    type: integer('type').notNull(),
    /** ScoreReason (1 crowd-testing triple, 2 monthly first, 3 monthly second/third) or null. */
    reason: integer('reason'),
    amount: integer('amount').notNull(),
    /** Earned coins count towards contribution and ranks; spending and refunds do not. */
    earned: boolean('earned').notNull(),
    /** The user's team when the coins were earned: team ranks sum their members' earnings. */
    teamId: integer('team_id'),
    bugId: integer('bug_id'),
    tradeId: integer('trade_id'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_user_idx').on(t.userId, t.id), index('ledger_bug_idx').on(t.bugId)],
);

/** balance = sum(ledger.amount) per user, kept in the ledger write's transaction; never negative. */
export const balances = pgTable(
  'balances',
  {
    userId: integer('user_id').primaryKey(),
    balance: integer('balance').notNull().default(0),
    contribution: integer('contribution').notNull().default(0),
  },
  (t) => [check('balances_not_negative', sql`${t.balance} >= 0`)],
);

/**
 * Earned coins per period: period 'all', 'y2026' or 'm202611'. reached_at is when the score last
 * rose, so that among equal scores whoever got there first ranks higher.
 */
export const userScores = pgTable(
  'user_scores',
  {
    period: text('period').notNull(),
    userId: integer('user_id').notNull(),
    score: integer('score').notNull().default(0),
    reachedAt: ts('reached_at').notNull(),
  },
  // The rank order in full (user id last), so a page of the ranking is read off the index.
  (t) => [primaryKey({ columns: [t.period, t.userId] }), index('user_scores_rank_idx').on(t.period, t.score.desc(), t.reachedAt, t.userId)],
);

export const teamScores = pgTable(
  'team_scores',
  {
    period: text('period').notNull(),
    teamId: integer('team_id').notNull(),
    score: integer('score').notNull().default(0),
    reachedAt: ts('reached_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.teamId] }), index('team_scores_rank_idx').on(t.period, t.score.desc(), t.reachedAt, t.teamId)],
);

export const monthlyPrizes = pgTable('monthly_prizes', {
  month: text('month').primaryKey(),
  awarded: jsonb('awarded').notNull(),
  createdAt: createdAt(),
});

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    intro: text('intro').notNull(),
    contact: text('contact').notNull(),
    leaderId: integer('leader_id').notNull(),
    /** TeamStatus: 0 under review, 1 approved, 2 rejected. */
    status: integer('status').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('teams_name_uq').on(t.name)],
);

export const teamApplications = pgTable(
  'team_applications',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').notNull(),
    userId: integer('user_id').notNull(),
    status: integer('status').notNull().default(0),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
  },
  (t) => [index('team_applications_idx').on(t.teamId, t.status)],
);

export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    language: language(),
    name: text('name').notNull(),
    pic: text('pic').notNull().default(''),
    price: integer('price').notNull(),
    num: integer('num').notNull(),
    type: text('type').notNull(),
    area: text('area').notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('rewards_stock_not_negative', sql`${t.num} >= 0`)],
);

export const trades = pgTable(
  'trades',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    rewardId: integer('reward_id').notNull(),
    num: integer('num').notNull(),
    cost: integer('cost').notNull(),
    /** TradeStatus: 10 pending, 21 shipped, 22/23 issued, 30 closed, 31 cash failed, 32 rejected. */
    status: integer('status').notNull().default(10),
    realname: text('realname'),
    tel: text('tel'),
    address: text('address'),
    tracking: text('tracking'),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('trades_user_idx').on(t.userId, t.createdAt), index('trades_status_idx').on(t.status)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    realname: text('realname').notNull(),
    tel: text('tel').notNull(),
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
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
    userId: integer('user_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('leave_messages_user_idx').on(t.userId, t.createdAt)],
);

export const leaveMessageAttachments = pgTable(
  'leave_message_attachments',
  {
    messageId: integer('message_id').notNull(),
    uploadId: integer('upload_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.uploadId] })],
);

export const leaveMessageReplies = pgTable(
  'leave_message_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id').notNull(),
    userId: integer('user_id').notNull(),
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
    userId: integer('user_id').notNull(),
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
  (t) => [index('test_reports_user_idx').on(t.userId, t.createdAt)],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  language: language(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/** Site settings as JSON values: regulation, level coin ranges, honour thresholds, prizes, rules. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

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
    actorId: integer('actor_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_inbox_kind_idx').on(t.kind, t.id)],
);

/**
 * Each staff member's read state: every item up to read_through is read (mark all), and any other
 * item is read when it has a row in staff_inbox_reads. Marking all is one row, whatever the inbox holds.
 */
export const staffInboxCursors = pgTable('staff_inbox_cursors', {
  staffId: integer('staff_id').primaryKey(),
  readThrough: integer('read_through').notNull().default(0),
});

export const staffInboxReads = pgTable(
  'staff_inbox_reads',
  {
    staffId: integer('staff_id').notNull(),
    itemId: integer('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.itemId] })],
);

/** Every change of a configurable rule: which, old and new value, who and when. */
export const settingChanges = pgTable(
  'setting_changes',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    oldValue: jsonb('old_value').notNull(),
    newValue: jsonb('new_value').notNull(),
    staffId: integer('staff_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('setting_changes_key_idx').on(t.key, t.id)],
);

/**
 * Real-name verification requests (RealNameState 1 pending, 2 approved, 3 refused). Only the masked
 * document number is kept ('*' for every character but the last 4): nothing in the portal needs the
 * full number, and a hash would not protect it (a PRC resident number has so little entropy, birth
 * date and region known, that its hash is reversed by trying them all). Approving copies the name to
 * users.real_name, which cash exchanges check. `language` is the one the researcher wrote in, so the
 * review notice reaches them in it. At most one pending request per user (the partial unique index).
 */
export const realNameRequests = pgTable(
  'real_name_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    idMasked: text('id_masked').notNull(),
    status: integer('status').notNull().default(1),
    reason: text('reason'),
    language: language(),
    reviewerId: integer('reviewer_id'),
    reviewedAt: ts('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('real_name_requests_one_pending_uq').on(t.userId).where(sql`${t.status} = 1`),
    index('real_name_requests_user_idx').on(t.userId, t.id),
    index('real_name_requests_status_idx').on(t.status, t.id),
    check('real_name_requests_status_ck', sql`${t.status} in (1, 2, 3)`),
  ],
);
