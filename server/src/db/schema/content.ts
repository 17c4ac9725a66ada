// Site content staff publish per language (banners, announcements, blogs, activities, business
// coefficients, FAQ) and the configurable rules with their change log.
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ts, createdAt, language } from './columns';
import { users } from './people';

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
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'restrict' }),
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
    articleId: integer('article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('blog_tag_idx').on(t.tagId)],
);

export const blogVotes = pgTable(
  'blog_votes',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

/** Every change of a configurable rule: which, old and new value, who and when. */
export const settingChanges = pgTable(
  'setting_changes',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    oldValue: jsonb('old_value').notNull(),
    newValue: jsonb('new_value').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [index('setting_changes_key_idx').on(t.key, t.id)],
);
