// Uploads nothing references are deleted a day after they were uploaded (so abandoned uploads do not fill the disk); everything a
// report, a leave message, a portrait or site content uses is kept, and so is anything younger than
// a day. The sweeper takes the clock, so the test moves it instead of waiting.
import fs from 'node:fs';
import path from 'node:path';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/src/db/schema';
import { ADDRESS_COLUMNS } from '../../server/src/services/upload/upload-references';
import { sweepUnreferencedUploads } from '../../server/src/services/upload/upload-sweeper';
import { callOp, data, multipart, startTestApp, type TestApp, type Who } from '../contract/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: 'ab12' });
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]), Buffer.alloc(100, 0x20)]);
const PDF = Buffer.from('%PDF-1.7\n                ');
const HOUR = 3_600_000;

async function upload(who: Who, fileType: string, name: string, content: Buffer): Promise<string> {
  const body = multipart({ fileType }, { name, content });
  const res = await callOp(t.app, 'uploadFile', { ...who, payload: body.payload, headers: { ...who.headers, 'content-type': body.contentType } });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res).key as string;
}
async function editorImage(who: Who): Promise<string> {
  const body = multipart({}, { name: 'e.png', content: PNG });
  const res = await callOp(t.app, 'uploadEditorImage', { ...who, payload: body.payload, headers: { ...who.headers, 'content-type': body.contentType } });
  return data(res).title as string;
}
const url = (key: string) => `/v2/api/file/${key}`;
const stored = (key: string) => fs.existsSync(path.join(t.dataDir, 'files', key));
const rowOf = async (key: string) => (await t.db.select().from(schema.uploads).where(eq(schema.uploads.key, key)))[0];

describe('sweepUnreferencedUploads', () => {
  it('removes unreferenced uploads older than a day and keeps referenced and recent ones', async () => {
    const ada = await t.newResearcher();
    const boss = await t.newResearcher({ role: 'staff' });
    const kept: Record<string, string> = {
      attachment: await upload(ada, 'attachment', 'poc.pdf', PDF),
      dataPkg: await upload(ada, 'dataPkg', 'rows.txt', Buffer.from('a,b\n')),
      detailImage: await editorImage(ada),
      leaveAttachment: await upload(ada, 'leave', 'shot.png', PNG),
      leaveImage: await editorImage(ada),
      portrait: await upload(ada, 'image', 'me.png', PNG),
      announcementImage: await editorImage(boss),
      bannerImage: await upload(boss, 'image', 'banner.png', PNG),
      regulation: await upload(boss, 'attachment', 'rules.pdf', PDF),
    };
    const doomed = [await upload(ada, 'attachment', 'never-sent.pdf', PDF), await editorImage(ada), await upload(boss, 'attachment', 'draft.pdf', PDF)];
    const recent = await upload(ada, 'attachment', 'still-writing.pdf', PDF);

    await callOp(t.app, 'getCaptcha', ada);
    const bug = await callOp(t.app, 'submitBug', {
      ...ada,
      form: {
        name: 'x',
        level: 2,
        mainType: 3,
        subType: 301,
        link: 'https://example.com/',
        detail: `<p>steps<img src="${url(kept.detailImage!)}"></p>`,
        captcha: 'ab12',
        attach: [kept.attachment!],
        dataPkg: kept.dataPkg!,
      },
    });
    expect(bug.json.retcode, bug.json.retmsg).toBe(0);
    await callOp(t.app, 'getCaptcha', ada);
    const message = await callOp(t.app, 'createLeaveMessage', {
      ...ada,
      form: { title: 't', content: `<p>see<img src="${url(kept.leaveImage!)}"></p>`, captcha: 'ab12', attach: [kept.leaveAttachment!] },
    });
    expect(message.json.retcode, message.json.retmsg).toBe(0);
    expect((await callOp(t.app, 'updateProfile', { ...ada, form: { nickname: 'ada-sweep', portrait: url(kept.portrait!) } })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'createAnnouncement', { ...boss, form: { title: 'a', type: 1, content: `<p>x<img src="${url(kept.announcementImage!)}"></p>` } })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'createBanner', { ...boss, form: { imgurl: url(kept.bannerImage!), linkurl: '/v2/home' } })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'updateRegulation', { ...boss, form: { filename: 'rules.pdf', url: url(kept.regulation!) } })).json.retcode).toBe(0);

    // Uploaded two hours from now on the sweeper's clock below: 23 hours old then.
    await t.db
      .update(schema.uploads)
      .set({ createdAt: new Date(Date.now() + 2 * HOUR) })
      .where(eq(schema.uploads.key, recent));

    expect(await sweepUnreferencedUploads(t.db, t.app.storage, new Date(Date.now() + 23 * HOUR))).toEqual([]);
    const removed = await sweepUnreferencedUploads(t.db, t.app.storage, new Date(Date.now() + 25 * HOUR));
    expect(removed.sort()).toEqual([...doomed].sort());
    for (const key of doomed) {
      expect(stored(key), key).toBe(false);
      expect(await rowOf(key), key).toBeUndefined();
    }
    for (const [what, key] of [...Object.entries(kept), ['recent', recent]]) {
      expect(stored(key!), what).toBe(true);
      expect(await rowOf(key!), what).toBeDefined();
    }
    // The quota counts what is left.
    expect(data(await callOp(t.app, 'getUploadQuota', ada)).used).toBe((await t.db.select().from(schema.uploads).where(eq(schema.uploads.ownerId, ada.id))).reduce((n, r) => n + r.size, 0));
  });
});

/** Text columns that cannot hold a file address (plain text, codes, names, enums, hashes). */
const NO_ADDRESS = new Set([
  'activities.language',
  'activities.title',
  'activities.requirement',
  'addresses.realname',
  'addresses.tel',
  'addresses.address',
  'announcements.language',
  'announcements.title',
  'announcements.abstract',
  'banners.language',
  'blog_articles.language',
  'blog_articles.title',
  'blog_articles.author',
  'blog_articles.abstract',
  'blog_categories.language',
  'blog_categories.name',
  'blog_tags.language',
  'blog_tags.name',
  'bug_logs.action',
  'bug_logs.text',
  'bug_logs.details',
  'bug_logs.note',
  'api_tokens.name',
  'api_tokens.token_hash',
  'api_tokens.prefix',
  'disclosures.status',
  'disclosures.note',
  'disclosures.refuse_reason',
  'rate_limits.key',
  'webhook_endpoints.url',
  'webhook_endpoints.secret',
  'webhook_deliveries.event',
  'webhook_deliveries.body',
  'webhook_deliveries.status',
  'webhook_deliveries.lease_owner',
  'webhook_deliveries.response_excerpt',
  'webhook_deliveries.error',
  // A job's name and a failed run's error message: operator text, never an upload's address.
  'job_runs.job',
  'job_runs.detail',
  'bugs.cvss_vector',
  'bugs.cvss_severity',
  'bugs.audit_cvss_vector',
  'bugs.audit_cvss_severity',
  'bugs.name',
  'bugs.link',
  'bugs.text',
  'bugs.harmful_results_text',
  'bugs.app_name',
  'bugs.app_version',
  'bugs.app_source',
  'bugs.app_link',
  'bugs.ignore_reason',
  'bugs.close_note',
  // The national platform's reference number: staff's plain text, never an upload's address.
  'bugs.regulator_reference',
  'bugs.language',
  'business_coefficients.language',
  'business_coefficients.business',
  'business_coefficients.description',
  'common_responses.language',
  'common_responses.title',
  'known_issues.kind',
  'known_issues.title',
  'known_issues.target',
  'known_issues.note',
  'faqs.language',
  'faqs.question',
  'leave_messages.title',
  'ledger.remark',
  'ledger.prev_hash',
  'ledger.hash',
  'ledger_keys.public_key',
  'ledger_keys.private_key',
  'ledger_public_keys.public_key',
  'ledger_public_keys.source',
  'monthly_prize_inputs.month',
  'monthly_prize_inputs.document',
  'monthly_prize_inputs.signature',
  'monthly_prize_inputs.public_key',
  'monthly_prizes.month',
  'monthly_prizes.awarded',
  'notices.type',
  'notices.title',
  'notices.sender',
  'notices.key',
  'notices.params',
  'real_name_requests.name',
  'real_name_requests.id_masked',
  'real_name_requests.reason',
  'real_name_requests.language',
  'rewards.language',
  'rewards.name',
  'rewards.type',
  'rewards.area',
  'sessions.token_hash',
  'sessions.csrf_token',
  'sessions.captcha_answer',
  'setting_changes.key',
  'setting_changes.old_value',
  'setting_changes.new_value',
  'settings.key',
  'staff_inbox.kind',
  'staff_inbox.title',
  'staff_inbox.summary',
  'staff_inbox.detail',
  'team_scores.period',
  'user_scores.period',
  'teams.name',
  'teams.intro',
  'teams.contact',
  'test_reports.user_name',
  'test_reports.email',
  'test_reports.dnslog',
  'test_reports.ip',
  'test_reports.host',
  'test_reports.account',
  'test_reports.content',
  'test_reports.comment',
  'trades.realname',
  'trades.tel',
  'trades.address',
  'trades.tracking',
  'trades.comment',
  'uploads.key',
  'uploads.kind',
  'uploads.client_name',
  'uploads.ext',
  'users.email',
  'users.nickname',
  'users.sign',
  'users.phone',
  'users.role',
  'users.real_name',
  'verification_codes.purpose',
  'verification_codes.target',
  'verification_codes.code_hash',
  'verification_codes.ip',
  'sso_logins.state_hash',
  'sso_logins.session_hash',
  'sso_logins.nonce',
  'sso_logins.code_verifier',
  'sso_logins.language',
  'staff_invitations.email',
  'staff_invitations.invited_by_name',
  'audit_log.actor_email',
  'audit_log.actor_nickname',
  'audit_log.action',
  'audit_log.target_kind',
  'audit_log.outcome',
  // A record of what a request said (a banner's image address among its fields): it names a file
  // that was, and keeps no file alive (the log outlives what it describes).
  'audit_log.summary',
  'audit_log.ip',
  'audit_log.via',
  'second_factors.secret',
  'recovery_codes.salt',
  'recovery_codes.code_hash',
  'bug_views.name',
  'bug_view_pins.view_key',
  // A queue filter: enums, ids, dates and search words.
  'bug_views.filter',
  // CSAF advisories: an id, plain-text facts (tags stripped) and revision dates; a CVE request's plain note.
  'csaf_advisories.tracking_id',
  'csaf_advisories.facts',
  'csaf_advisories.revisions',
  'cve_requests.note',
]);

describe('the list of places a file address can be stored', () => {
  it('classifies every text column of the schema: a new one must be added to ADDRESS_COLUMNS or here', () => {
    const listed = new Set(ADDRESS_COLUMNS.map((c) => `${getTableName(c.table)}.${c.name}`));
    const unclassified: string[] = [];
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      for (const column of Object.values(getTableColumns(table))) {
        if (!['PgText', 'PgJsonb', 'PgVarchar', 'PgJson'].includes(column.columnType)) continue;
        const name = `${getTableName(table)}.${column.name}`;
        if (!listed.has(name) && !NO_ADDRESS.has(name)) unclassified.push(name);
      }
    }
    expect(unclassified).toEqual([]);
  });
});
