// Accounts, their sessions and sign-in codes, teams and team applications, and uploaded files.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { RealNameState, StaffRole, TeamApplicationStatus, TeamStatus, UserRole } from '@generated/enums';
import { ts, createdAt, language, oneOf } from './columns';

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
    /** What a staff member may do in the console (StaffRole); empty exactly when the account is a researcher. */
    staffRoles: text('staff_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The account's last sign-in (the staff list shows it). */
    lastSignInAt: ts('last_sign_in_at'),
    realName: text('real_name'),
    teamId: integer('team_id').references((): AnyPgColumn => teams.id, { onDelete: 'set null' }),
    teamJoinedAt: ts('team_joined_at'),
    lastTeamChangeAt: ts('last_team_change_at'),
    newPeopleRewardUsed: boolean('new_people_reward_used').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    index('users_team_idx').on(t.teamId),
    // The few accounts that are not researchers: the rank count subtracts their scores (rank.ts).
    index('users_not_researcher_idx')
      .on(t.id)
      .where(sql`${t.role} <> 'researcher'`),
    // Serving a portrait to anyone asks whether it is someone's current portrait (uploads.ts).
    index('users_portrait_idx').on(t.portrait),
    // The queue's reporter filter and the console's user search, a substring of the nickname or the
    // email (ILIKE '%…%'), read off character trigrams instead of every account (3 characters or more).
    index('users_nickname_trgm_idx').using('gin', t.nickname.op('public.gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('public.gin_trgm_ops')),
    check('users_role_check', oneOf(t.role, UserRole)),
    check(
      'users_staff_roles_check',
      sql`${t.staffRoles} <@ array[${sql.raw(
        Object.values(StaffRole)
          .map((r) => `'${r}'`)
          .join(', '),
      )}]::text[] and (${t.role} = 'staff') = (cardinality(${t.staffRoles}) > 0)`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a copy of the database does not hand out sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    captchaAnswer: text('captcha_answer'),
    captchaExpiresAt: ts('captcha_expires_at'),
    /** Signed in by email code, waiting for the second factor: not signed in until it comes. */
    pendingUserId: integer('pending_user_id').references(() => users.id, { onDelete: 'cascade' }),
    pendingExpiresAt: ts('pending_expires_at'),
    /** When this session last proved the second factor (sign-in or step-up, docs/rules.md#step-up). */
    secondFactorAt: ts('second_factor_at'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Single sign-ons under way: what startSso sent the provider (state, nonce) and the PKCE verifier,
 * bound to the browser's session. The callback deletes its row as it reads it, so a state is good
 * once; rows live 10 minutes (housekeeping drops the ones never used).
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    /** SHA-256 of the state: the state itself only ever travels in the browser's address. */
    stateHash: text('state_hash').primaryKey(),
    /** The session key (SHA-256 of the cookie token) of the browser that started it. */
    sessionHash: text('session_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    language: language(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sso_logins_expires_idx').on(t.expiresAt)],
);

/** Emailed sign-in codes, email-change codes and SMS phone codes. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('codes_target_idx').on(t.purpose, t.target, t.createdAt), index('codes_ip_idx').on(t.ip, t.createdAt)],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    intro: text('intro').notNull(),
    contact: text('contact').notNull(),
    leaderId: integer('leader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** TeamStatus: 0 under review, 1 approved, 2 rejected. */
    status: integer('status').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('teams_name_uq').on(t.name), check('teams_status_check', oneOf(t.status, TeamStatus))],
);

export const teamApplications = pgTable(
  'team_applications',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: integer('status').notNull().default(0),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
  },
  (t) => [index('team_applications_idx').on(t.teamId, t.status), check('team_applications_status_check', oneOf(t.status, TeamApplicationStatus))],
);

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** Generated storage name: time, 6 random characters, extension. Never the client's name. */
    key: text('key').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
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

/**
 * Real-name verification requests (RealNameState 1 pending, 2 approved, 3 refused). Only the masked
 * document number is kept ('*' for every character but the last 4): nothing in the portal needs the
 * full number, and a hash would not protect it (a PRC resident number has so little entropy, birth
 * date and region known, that its hash is reversed by trying them all). Approving copies the name to
 * users.real_name, which cash exchanges check. `language` is the one the researcher wrote in. At most
 * one pending request per user (the partial unique index).
 */
export const realNameRequests = pgTable(
  'real_name_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    idMasked: text('id_masked').notNull(),
    status: integer('status').notNull().default(1),
    reason: text('reason'),
    language: language(),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('real_name_requests_one_pending_uq')
      .on(t.userId)
      .where(sql`${t.status} = 1`),
    index('real_name_requests_user_idx').on(t.userId, t.id),
    index('real_name_requests_status_idx').on(t.status, t.id),
    check('real_name_requests_status_ck', oneOf(t.status, { Pending: RealNameState.Pending, Approved: RealNameState.Approved, Refused: RealNameState.Refused })),
  ],
);
