// Coins live only in the append-only `ledger`; `balances` and the `*_scores` tables are aggregates
// maintained in the same transaction as each ledger write, so reads never scan the ledger. Gifts
// (rewards), their orders (trades) and the researchers' shipping addresses.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { TradeStatus } from '@generated/enums';
import { bugs } from './bugs';
import { ts, createdAt, language, oneOf } from './columns';
import { teams, users } from './people';

/** The append-only coin ledger: the only source of coin truth. */
export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** CoinRecordType: 1 bug rating, 2 high-quality bug, 3 gift payment, 4 coin exchange, 5 manual change, 6 re-check reward. */
    type: integer('type').notNull(),
    /** ScoreReason (1 crowd-testing triple, 2 monthly first, 3 monthly second/third) or null. */
    reason: integer('reason'),
    amount: integer('amount').notNull(),
    /** Earned coins count towards contribution and ranks; spending and refunds do not. */
    earned: boolean('earned').notNull(),
    /** The user's team when the coins were earned: team ranks sum their members' earnings. */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'restrict' }),
    bugId: integer('bug_id').references(() => bugs.id, { onDelete: 'restrict' }),
    tradeId: integer('trade_id').references(() => trades.id, { onDelete: 'restrict' }),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    /**
     * Each account's records form a hash chain (docs/ledger.md): `seq` counts them from 1, `prev_hash`
     * is the hash of the account's record before (64 zeros for the first) and `hash` the SHA-256 of
     * this record's fields with it. A database trigger sets all three on insert (the defaults are
     * never stored), and refuses every UPDATE and DELETE.
     */
    seq: integer('seq').notNull().default(0),
    prevHash: text('prev_hash').notNull().default(''),
    hash: text('hash').notNull().default(''),
  },
  (t) => [index('ledger_user_idx').on(t.userId, t.id), index('ledger_bug_idx').on(t.bugId), uniqueIndex('ledger_chain_idx').on(t.userId, t.seq)],
);

/** The key that signs researchers' monthly statements (Ed25519), made on first use unless configured. */
export const ledgerKeys = pgTable('ledger_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/**
 * Every public key that has signed statements, with when it did: a key from LEDGER_SIGNING_KEY
 * replacing the generated one (or a later rotation) leaves the older keys here, so statements signed
 * before stay checkable against a key the portal still publishes (listLedgerKeys).
 */
export const ledgerPublicKeys = pgTable('ledger_public_keys', {
  id: serial('id').primaryKey(),
  publicKey: text('public_key').notNull().unique(),
  /** 'generated' (kept in ledger_keys) or 'configured' (LEDGER_SIGNING_KEY; its private half is never stored). */
  source: text('source').notNull(),
  validFrom: ts('valid_from').notNull().defaultNow(),
  /** When a server first started with another key; null while this one signs. */
  validUntil: ts('valid_until'),
});

/** balance = sum(ledger.amount) per user, kept in the ledger write's transaction; never negative. */
export const balances = pgTable(
  'balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
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

/**
 * What the monthly prize's ranking read when it was awarded (docs/ledger.md): the signed document,
 * written once in the award's transaction and never changed, so anyone can redo the ranking.
 */
export const monthlyPrizeInputs = pgTable('monthly_prize_inputs', {
  month: text('month')
    .primaryKey()
    .references(() => monthlyPrizes.month, { onDelete: 'restrict' }),
  /** The canonical JSON text that was signed (its bytes are what the signature covers). */
  document: text('document').notNull(),
  signature: text('signature').notNull(),
  publicKey: text('public_key').notNull(),
  createdAt: createdAt(),
});

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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'restrict' }),
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
  (t) => [index('trades_user_idx').on(t.userId, t.createdAt), index('trades_status_idx').on(t.status), check('trades_status_check', oneOf(t.status, TradeStatus))],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    realname: text('realname').notNull(),
    tel: text('tel').notNull(),
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);
