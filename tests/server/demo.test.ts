// The demo: loads into an empty database in one go, holds what docs/product.md's "Demo" promises (every bug state,
// content in both languages, past/running/upcoming activities, sold-out gifts, teams), keeps the
// ledger invariants (balance = sum of records, never negative, aggregates = earned records), gives
// non-empty ranks for this month and all time, a verified demo researcher who can redeem a cash
// gift, disclosed reports on the public list, common responses with known placeholders in both
// languages, and loading it again adds nothing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/index';
import { loadDemo } from '../../server/src/demo/index';
import { createTrade } from '../../server/src/services/trade/create';
import { periodsOf } from '../../common/periods';
import { coinsForCash } from '../../common/coin-value';
import { listFaq } from '../../server/src/services/content/site';
import { listDisclosures } from '../../server/src/services/disclosure/disclosure';
import { FAQ_TEAM_RULE, teamRuleText } from '../../server/src/services/team/team-rule';
import { unknownPlaceholders } from '../../common/placeholders';
import { openTestDatabase, seedDataDir } from '../contract/harness';
import { parseAdminCommand, runAdminCommand } from '../../server/src/ops/admin-command';
import { csafAdvisories } from '../../server/src/db/schema';
import { csafDocument, type CsafAdvisory } from '../../server/src/services/standards/csaf-document';
import { exportCveRecord } from '../../server/src/services/standards/cve';
import { errorsOf, validateCsaf, validateCveRecord } from '../schemas/validators';

let database: Database;
let first: Awaited<ReturnType<typeof loadDemo>>;
beforeAll(async () => {
  database = await openTestDatabase();
  first = await loadDemo(database.db);
  expect(first.loaded).toBe(true);
}, 120_000);
afterAll(() => database.close());

async function rows<T>(query: string): Promise<T[]> {
  const result = await database.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}
const one = async (query: string) => Number(Object.values((await rows<Record<string, unknown>>(query))[0] ?? {})[0]);

describe('the demo', () => {
  it('has the people, teams and content docs/product.md promises', async () => {
    expect(await one(`select count(*) from users where role = 'researcher' and nickname <> '' and portrait <> ''`)).toBeGreaterThanOrEqual(40);
    expect(await one(`select count(*) from users where role = 'staff'`)).toBeGreaterThanOrEqual(1);
    // The start-up log reports these figures.
    expect(first.users).toBe(await one(`select count(*) from users`));
    expect(first.bugs).toBe(await one(`select count(*) from bugs`));
    expect(await one(`select count(*) from teams where status = 1`)).toBeGreaterThanOrEqual(5);
    expect(await one(`select count(*) from teams where status = 0`)).toBeGreaterThanOrEqual(1);
    expect(await one(`select max(n) from (select count(*) n from users where team_id is not null group by team_id) t`)).toBeLessThanOrEqual(15);
    const states = (await rows<{ status: number }>(`select distinct status from bugs order by status`)).map((r) => Number(r.status));
    expect(states).toEqual([10, 20, 30, 40, 51, 52, 53]);
    for (const lang of ['zh', 'en']) {
      expect(await one(`select count(distinct type) from announcements where language = '${lang}'`)).toBe(3);
      expect(await one(`select count(*) from blog_articles where language = '${lang}'`)).toBeGreaterThanOrEqual(4);
      expect(await one(`select count(*) from banners where language = '${lang}'`)).toBeGreaterThanOrEqual(2);
      expect(await one(`select count(*) from faqs where language = '${lang}'`)).toBeGreaterThanOrEqual(4);
      expect(await one(`select count(*) from activities where language = '${lang}' and end_at < now()`)).toBeGreaterThanOrEqual(1);
      expect(await one(`select count(*) from activities where language = '${lang}' and start_at < now() and end_at > now()`)).toBeGreaterThanOrEqual(1);
      expect(await one(`select count(*) from activities where language = '${lang}' and start_at > now()`)).toBeGreaterThanOrEqual(1);
      expect(await one(`select count(*) from rewards where language = '${lang}' and num = 0`)).toBeGreaterThanOrEqual(1);
    }
    expect(await one(`select count(distinct type) from rewards where language = 'zh'`)).toBe(4);
    expect(await one(`select count(*) from blog_article_tags`)).toBeGreaterThanOrEqual(8);
    // An article's category and tags are of its own language (the site lists them per language).
    expect(await one(`select count(*) from blog_articles a join blog_categories c on c.id = a.category_id where c.language <> a.language`)).toBe(0);
    expect(await one(`select count(*) from blog_article_tags x join blog_articles a on a.id = x.article_id join blog_tags t on t.id = x.tag_id where t.language <> a.language`)).toBe(0);
    for (const lang of ['zh', 'en']) {
      expect(await one(`select count(*) from blog_categories c where c.language = '${lang}' and not exists (select 1 from blog_articles a where a.category_id = c.id)`)).toBe(0);
    }
  });

  it('keeps the ledger invariants and gives ranks this month and of all time', async () => {
    expect(await one(`select count(*) from balances b where b.balance <> (select coalesce(sum(amount), 0) from ledger l where l.user_id = b.user_id)`)).toBe(0);
    expect(await one(`select count(*) from balances where balance < 0`)).toBe(0);
    expect(
      await one(`select count(*) from user_scores s where s.period = 'all' and s.score <> (select coalesce(sum(amount), 0) from ledger l where l.user_id = s.user_id and l.earned)`),
    ).toBe(0);
    const month = periodsOf(new Date()).month;
    expect(await one(`select count(*) from user_scores where period = '${month}' and score > 0`)).toBeGreaterThanOrEqual(10);
    expect(await one(`select count(*) from team_scores where period = 'all' and score > 0`)).toBeGreaterThanOrEqual(3);
    expect(await one(`select balance from balances b join users u on u.id = b.user_id where u.email = 'researcher@demo.src'`)).toBeGreaterThanOrEqual(5000);
  });

  it("shows each gift with its language's picture: no English word on a Chinese gift, no Chinese on an English one", async () => {
    const gifts = await rows<{ name: string; language: string; pic: string }>(`select name, language, pic from rewards`);
    expect(gifts.length).toBeGreaterThanOrEqual(10);
    for (const gift of gifts) {
      expect(gift.pic, gift.name).toMatch(new RegExp(`-${gift.language}\\.svg$`));
      const words = [...fs.readFileSync(path.join('web/public', gift.pic.replace(/^\/v2/, '')), 'utf8').matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!).join(' ');
      expect(words, gift.pic).not.toBe('');
      expect(words, gift.pic).not.toMatch(gift.language === 'zh' ? /[A-Za-z]{2,}/ : /[\u4e00-\u9fff]/);
    }
  });

  it('prices cash gifts at 1 coin = 5 yuan, ships physical gifts and states the configured team rule and the top reward in its FAQ', async () => {
    const cash = await rows<{ name: string; price: number }>(`select name, price from rewards where type = 'cash'`);
    expect(cash.length).toBeGreaterThanOrEqual(1);
    for (const gift of cash) expect(coinsForCash(Number(/^(\d+) 元/.exec(gift.name)![1])), gift.name).toBe(Number(gift.price));
    // Pictures of things one holds: the physical (custom) type, so an address is collected and staff ship them.
    const physical = await rows<{ name: string; type: string }>(`select name, type from rewards where pic ~ '/(mug|sticker|keyboard|tshirt|backpack|hoodie)-(zh|en)\\.svg$'`);
    expect(physical.length).toBeGreaterThanOrEqual(8);
    expect(physical.filter((g) => g.type !== 'custom')).toEqual([]);
    for (const lang of ['zh', 'en'] as const) {
      const { faqs } = await listFaq(database.db, lang);
      expect(
        faqs.filter((f) => f.answer.includes(teamRuleText(lang, 12))),
        lang,
      ).toHaveLength(1);
      expect(
        faqs.filter((f) => f.answer.includes(FAQ_TEAM_RULE)),
        lang,
      ).toEqual([]);
      // The top extra reward the product states, where a researcher asks about it.
      expect(
        faqs.filter((f) => f.answer.includes(lang === 'zh' ? '最高奖励 100 万' : 'up to 1 million')),
        lang,
      ).toHaveLength(1);
    }
  });

  it('has the demo researcher verified, so a cash gift can be redeemed, and real-name requests to review', async () => {
    const researcher = await one(`select id from users where email = 'researcher@demo.src' and real_name is not null`);
    expect(researcher).toBeGreaterThan(0);
    const [cash] = await rows<{ id: number }>(`select id from rewards where type = 'cash' and enabled and num > 0 and language = 'zh' order by price limit 1`);
    const trade = await createTrade(database.db, 'zh', researcher, { rewardId: cash!.id, num: 1 });
    expect(trade.tradeId).toBeGreaterThan(0);
    expect(await one(`select count(*) from real_name_requests where status = 1`)).toBeGreaterThanOrEqual(1);
  });

  it('has disclosed reports on the public list (anonymous or named, some with CVSS, each with a summary) and one request to decide', async () => {
    const { reports, total } = await listDisclosures(database.db, 'en', { pageSize: 20 });
    expect(total).toBe(4);
    expect(reports.filter((r) => r.researcher === null)).toHaveLength(2);
    expect(reports.filter((r) => r.cvss !== null).length).toBeGreaterThanOrEqual(1);
    for (const r of reports) {
      expect(r.summary).toMatch(/^<p>.+<\/p>$/);
      expect(r.ratedTime! < r.disclosedTime && r.submitTime < r.ratedTime!, `${r.title}: submitted, rated, disclosed in order`).toBe(true);
    }
    // Only fixed reports, and each named researcher's public list holds theirs.
    expect(await one(`select count(*) from disclosures d join bugs b on b.id = d.bug_id where b.status <> 51`)).toBe(0);
    for (const r of reports.filter((x) => x.researcher)) expect((await listDisclosures(database.db, 'zh', { userId: r.researcher!.userId })).total).toBe(1);
    expect(await one(`select count(*) from disclosures where status = 'pending'`)).toBe(1);
    expect(await one(`select count(*) from staff_inbox where kind = 'disclosure'`)).toBe(1);
  });

  it('publishes a CSAF 2.1 advisory of each disclosed report, valid in Chinese and in English', async () => {
    const advisories = await database.db.select().from(csafAdvisories);
    expect(advisories).toHaveLength(4);
    const site = { publicUrl: 'https://src.example.com', publisherName: 'Security Response Centre' };
    for (const row of advisories) {
      for (const lang of ['zh', 'en'] as const) {
        const doc = csafDocument(row as unknown as CsafAdvisory, lang, site, `${site.publicUrl}/v2/disclosure/${row.disclosureId}`);
        expect(validateCsaf(doc), `${row.trackingId} ${lang}: ${errorsOf(validateCsaf)}`).toBe(true);
      }
    }
    expect(advisories.filter((a) => (a.facts as { cwe: unknown }).cwe !== null)).toHaveLength(4);
  });

  it('drafts a valid CVE JSON 5.1 record of each confirmed report, with its Chinese and English descriptions', async () => {
    // Confirmed, awaiting re-check, finished fixed or not: every report staff may export a draft of.
    const confirmed = await rows<{ id: number; disclosed: boolean }>(
      `select b.id, exists (select 1 from disclosures d where d.bug_id = b.id and d.status = 'approved') as disclosed from bugs b where b.status in (30, 40, 51, 53) order by b.id`,
    );
    expect(confirmed.length).toBeGreaterThanOrEqual(5);
    expect(confirmed.filter((b) => b.disclosed)).toHaveLength(4);
    const site = { publicUrl: 'https://src.example.com', publisherName: 'Security Response Centre', assignerOrgId: '00000000-0000-4000-8000-000000000000' };
    for (const { id, disclosed } of confirmed) {
      const { record } = await exportCveRecord(database.db, 'zh', Number(id), undefined, site, new Date());
      expect(validateCveRecord(record), `report ${id}: ${errorsOf(validateCveRecord)}`).toBe(true);
      const cna = record.containers.cna;
      expect(cna.descriptions.map((d) => d.lang)).toEqual(['en', 'zh']);
      // A disclosed report points at its advisory in both languages; the others at the portal.
      expect(cna.references.map((r) => r.url).every((url) => url.includes('/.well-known/csaf/'))).toBe(Boolean(disclosed));
    }
  });

  it('has at least six common responses per language, each with placeholders, all of them known', async () => {
    const saved = await rows<{ language: string; content: string }>(`select language, content from common_responses`);
    for (const language of ['zh', 'en']) expect(saved.filter((r) => r.language === language).length, language).toBeGreaterThanOrEqual(6);
    for (const { content } of saved) {
      expect(content).toMatch(/\{[a-z]+\}/);
      expect(unknownPlaceholders(content), content).toEqual([]);
    }
    // The six situations of a triage day, in both languages, each its own (no set repeats a text).
    expect(new Set(saved.map((r) => r.content)).size).toBe(saved.length);
  });

  it('adds nothing when loaded again', async () => {
    const before = await one(`select count(*) from bugs`);
    expect((await loadDemo(database.db)).loaded).toBe(false);
    expect(await one(`select count(*) from bugs`)).toBe(before);
  });
});

describe('the command line', () => {
  it('admin grant runs as a command on the data folder', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-admin-cli-'));
    try {
      // The migrated template in place: the command opens it, as it opens a deployment's folder.
      seedDataDir(dataDir);
      const out = execFileSync(path.resolve('node_modules/.bin/tsx'), ['server/src/admin-cli.ts', 'grant', 'New.Staff@Example.org'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        stdio: 'pipe',
      });
      expect(out).toContain('new.staff@example.org is now staff (owner)');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('grant gives roles (owner unless named) and creates the account; reset-second-factor and revoke; bad input is the usage', async () => {
    const run = async (...args: string[]) => {
      const parsed = parseAdminCommand(args);
      return 'code' in parsed ? parsed : runAdminCommand(database, parsed);
    };
    const roleOf = async () => (await rows<{ role: string; staff_roles: string[] }>(`select role, staff_roles from users where email = 'cli.staff@example.org'`))[0];
    expect((await run('grant', 'CLI.Staff@Example.org')).out).toBe('cli.staff@example.org is now staff (owner).');
    expect(await roleOf()).toEqual({ role: 'staff', staff_roles: ['owner'] });
    expect((await run('grant', 'cli.staff@example.org', '--role', 'viewer,triager')).out).toContain('is now staff (triager, viewer)');
    expect(await roleOf()).toEqual({ role: 'staff', staff_roles: ['triager', 'viewer'] });
    expect((await run('reset-second-factor', 'cli.staff@example.org')).out).toContain('has no second factor now');
    expect((await run('revoke', 'cli.staff@example.org')).out).toContain('is now researcher');
    expect(await roleOf()).toEqual({ role: 'researcher', staff_roles: [] });
    expect(await run('revoke', 'nobody@example.org')).toMatchObject({ code: 1, err: 'No account with the email nobody@example.org.' });
    // A role it does not know, or no email, prints the usage.
    expect(await run('grant', 'x@example.org', '--role', 'root')).toMatchObject({ code: 2, err: expect.stringMatching(/^usage/) });
    expect(await run('grant')).toMatchObject({ code: 2 });
  });
});
