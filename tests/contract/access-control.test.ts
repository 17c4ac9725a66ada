// Access control, walked operation by operation: every operation of the researcher API that takes an
// object's id (in the path, the query or the body) is called as an anonymous visitor, another
// researcher, staff and the owner, and each gets exactly its retcode; the refused calls change
// nothing (the owner's own call afterwards still finds the object as it was). Every staff operation
// answers 4006 to a visitor and 4003 to a researcher. Lists show only the caller's own objects.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugs, notices, rewards } from '../../server/src/db/schema';
import { CoinType, postLedger } from '../../server/src/services/coins/ledger';
import { anonymousSession, callOp, type CallOptions, type Credentials, data, multipart, startTestApp, type TestApp, type Who } from './harness';
import { listOperations } from '../../server/src/contract';

let t: TestApp;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]), Buffer.alloc(200, 0x20)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 0x20)]);
const CAPTCHA = 'ab12';

let anon: Credentials;
let owner: Who;
let other: Who;
let staff: Who;
let applicant: Who;

/** What the owner holds: one of each object the researcher API reads or changes by id. */
const world = {
  bug: 0,
  recheckBug: 0,
  resubmitBug: 0,
  disclosureBug: 0,
  attachment: { key: '', url: '' },
  editorImage: '',
  leaveMessage: 0,
  address: 0,
  apiToken: 0,
  trade: 0,
  notice: 0,
  approveApplication: 0,
  refuseApplication: 0,
};

async function upload(who: Who, fileType: string, name: string, content: Buffer) {
  const body = multipart({ fileType }, { name, content });
  const res = await callOp(t.app, 'uploadFile', { ...who, payload: body.payload, headers: { ...who.headers, 'content-type': body.contentType } });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res) as { key: string; url: string };
}

async function submitBug(who: Credentials, form: CallOptions['form'] = {}) {
  await callOp(t.app, 'getCaptcha', who);
  return callOp(t.app, 'submitBug', {
    ...who,
    form: { name: 'SQL 注入', level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/s?q=1', detail: '<p>复现步骤</p>', captcha: CAPTCHA, ...form },
  });
}

beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA });
  anon = await anonymousSession(t.app);
  owner = await t.newResearcher({ phone: '+8613800000001' });
  other = await t.newResearcher({ phone: '+8613800000002' });
  applicant = await t.newResearcher({ phone: '+8613800000003' });
  staff = await t.newResearcher({ role: 'staff' });

  world.attachment = await upload(owner, 'attachment', 'poc.pdf', PDF);
  const editor = multipart({}, { name: 'shot.png', content: PNG });
  const image = await callOp(t.app, 'uploadEditorImage', { ...owner, payload: editor.payload, headers: { ...owner.headers, 'content-type': editor.contentType } });
  world.editorImage = (data(image) as { url: string }).url;

  const created = await submitBug(owner, { attach: [world.attachment.key] });
  expect(created.json.retcode, created.json.retmsg).toBe(0);
  world.bug = data(created).id as number;
  // Waiting 8 days (so it may be urged) and a reply in its thread.
  await t.db
    .update(bugs)
    .set({ submittedAt: new Date(Date.now() - 8 * 86_400_000) })
    .where(eq(bugs.id, world.bug));
  expect((await callOp(t.app, 'replyBug', { ...owner, params: { id: world.bug }, form: { content: '补充说明' } })).json.retcode).toBe(0);
  world.recheckBug = data(await submitBug(owner, { name: '越权' })).id as number;
  await t.db.update(bugs).set({ status: 40 }).where(eq(bugs.id, world.recheckBug));
  world.resubmitBug = data(await submitBug(owner, { name: '未修复' })).id as number;
  await t.db.update(bugs).set({ status: 53 }).where(eq(bugs.id, world.resubmitBug));
  world.disclosureBug = data(await submitBug(owner, { name: '已修复' })).id as number;
  await t.db.update(bugs).set({ status: 51 }).where(eq(bugs.id, world.disclosureBug));

  await callOp(t.app, 'getCaptcha', owner);
  world.leaveMessage = data(await callOp(t.app, 'createLeaveMessage', { ...owner, form: { title: '建议', content: '<p>希望增加导出</p>', captcha: CAPTCHA } })).id as number;

  world.address = data(await callOp(t.app, 'createAddress', { ...owner, form: { realname: '张三', tel: '13800138000', address: '北京市海淀区 1 号' } })).id as number;
  world.apiToken = (data(await callOp(t.app, 'createApiToken', { ...owner, form: { name: 'ci', scopes: ['bugs:read'], expiresInDays: 30 } })).apiToken as { id: number }).id;
  const [mug] = await t.db.insert(rewards).values({ name: '马克杯', price: 10, num: 100, type: 'custom', area: 'custom' }).returning();
  for (const who of [owner, other]) await t.db.transaction((tx) => postLedger(tx, { userId: who.id, type: CoinType.BugRating, amount: 100, earned: true }));
  world.trade = data(await callOp(t.app, 'createTrade', { ...owner, form: { rewardId: mug!.id, num: 1, addressId: world.address } })).tradeId as number;
  expect(world.trade).toBeGreaterThan(0);

  const [notice] = await t.db.insert(notices).values({ userId: owner.id, type: 'user', title: '通知', content: '内容' }).returning();
  world.notice = notice!.id;

  const team = data(await callOp(t.app, 'createTeam', { ...owner, form: { name: '蓝队', intro: '介绍', contact: 'team@example.com' } })).id as number;
  expect((await callOp(t.app, 'reviewTeam', { ...staff, params: { id: team }, form: { approve: true } })).json.retcode).toBe(0);
  world.approveApplication = data(await callOp(t.app, 'applyTeam', { ...applicant, params: { id: team } })).applicationId as number;
  world.refuseApplication = data(await callOp(t.app, 'applyTeam', { ...other, params: { id: team } })).applicationId as number;
}, 60_000);
afterAll(() => t.close());

type Actor = 'anonymous' | 'other' | 'staff' | 'owner';
interface Case {
  op: string;
  call: () => CallOptions;
  /** The retcode each actor gets, in the order called: the owner last (writes may consume the object). */
  expect: Record<Actor, number>;
}
const SIGN_IN = 4006;
const NOT_FOUND = 1002;
const NO_PERMISSION = 4003;

const CASES: Case[] = [
  { op: 'getBug', call: () => ({ params: { id: world.bug } }), expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: 0, owner: 0 } },
  { op: 'listBugComments', call: () => ({ params: { id: world.bug } }), expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: 0, owner: 0 } },
  { op: 'listLogs', call: () => ({ query: { bugId: world.bug } }), expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: 0, owner: 0 } },
  { op: 'replyBug', call: () => ({ params: { id: world.bug }, form: { content: '回复' } }), expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: 0, owner: 0 } },
  { op: 'getUrgeState', call: () => ({ params: { id: world.bug } }), expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: NOT_FOUND, owner: 0 } },
  { op: 'urgeBug', call: () => ({ params: { id: world.bug } }), expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: NOT_FOUND, owner: 0 } },
  { op: 'answerRecheck', call: () => ({ params: { id: world.recheckBug }, form: { answer: 'fixed' } }), expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: NOT_FOUND, owner: 0 } },
  { op: 'resubmitBug', call: () => ({ params: { id: world.resubmitBug }, form: { note: '仍可复现' } }), expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: NOT_FOUND, owner: 0 } },
  {
    op: 'requestDisclosure',
    call: () => ({ params: { id: world.disclosureBug }, form: { note: '希望公开' } }),
    expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: NOT_FOUND, owner: 0 },
  },
  { op: 'requestCve', call: () => ({ params: { id: world.disclosureBug }, form: {} }), expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: NOT_FOUND, owner: 0 } },
  { op: 'downloadFile', call: () => ({ params: { key: world.attachment.key } }), expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: 0, owner: 0 } },
  { op: 'markImage', call: () => ({ form: { url: world.editorImage, mark: 3 } }), expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: NOT_FOUND, owner: 0 } },
  { op: 'getLeaveMessage', call: () => ({ params: { id: world.leaveMessage } }), expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: 0, owner: 0 } },
  { op: 'replyLeaveMessage', call: () => ({ params: { id: world.leaveMessage }, form: { content: '补充' } }), expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: 0, owner: 0 } },
  {
    op: 'updateAddress',
    call: () => ({ params: { id: world.address }, form: { realname: '李四', tel: '13900139000', address: '上海' } }),
    expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: NOT_FOUND, owner: 0 },
  },
  { op: 'setDefaultAddress', call: () => ({ params: { id: world.address } }), expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: NOT_FOUND, owner: 0 } },
  { op: 'approveTeamApplication', call: () => ({ params: { id: world.approveApplication } }), expect: { anonymous: SIGN_IN, other: NO_PERMISSION, staff: NO_PERMISSION, owner: 0 } },
  { op: 'refuseTeamApplication', call: () => ({ params: { id: world.refuseApplication } }), expect: { anonymous: SIGN_IN, other: NO_PERMISSION, staff: NO_PERMISSION, owner: 0 } },
  // Editing a report goes through submitBug with its id: only the owner's, only while unreviewed.
  { op: 'submitBug', call: () => ({ form: { id: world.bug, name: 'SQL 注入（补充）' } }), expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: NOT_FOUND, owner: 0 } },
  { op: 'deleteAddress', call: () => ({ params: { id: world.address } }), expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: NOT_FOUND, owner: 0 } },
  { op: 'revokeApiToken', call: () => ({ params: { id: world.apiToken } }), expect: { anonymous: SIGN_IN, other: NOT_FOUND, staff: NOT_FOUND, owner: 0 } },
];

const actors = (): Record<Actor, Credentials> => ({ anonymous: anon, other, staff, owner });

describe('every operation that takes an id of a researcher object', () => {
  for (const c of CASES) {
    it(`${c.op}: visitor ${c.expect.anonymous}, another researcher ${c.expect.other}, staff ${c.expect.staff}, owner ${c.expect.owner}`, async () => {
      for (const actor of ['anonymous', 'other', 'staff', 'owner'] as const) {
        const who = actors()[actor];
        const opts = c.call();
        // submitBug consumes a captcha; ask for one as the caller would.
        if (c.op === 'submitBug') {
          await callOp(t.app, 'getCaptcha', who);
          opts.form = { name: 'SQL 注入', level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/s?q=1', detail: '<p>复现步骤</p>', captcha: CAPTCHA, ...opts.form };
        }
        const res = await callOp(t.app, c.op, { ...who, ...opts, headers: { ...who.headers, ...opts.headers } });
        const retcode = res.status === 200 && res.json === undefined ? 0 : res.json.retcode;
        expect(retcode, `${c.op} as ${actor}: ${res.json?.retmsg ?? res.status}`).toBe(c.expect[actor]);
      }
    });
  }

  it('covers every researcher operation with an id in its path', () => {
    const covered = new Set(CASES.map((c) => c.op));
    // Public reads (anyone may read them; getDisclosure answers only approved disclosures, bug-disclosure.test.ts;
    // getMonthlyPrizeInputs takes a month and publishes public fields only, prize-inputs.test.ts) and apply (any researcher may apply to any team).
    const publicOrOpen = new Set([
      'getAnnouncement',
      'getArticle',
      'getActivity',
      'listActivityRank',
      'getUserProfile',
      'getTeam',
      'getReward',
      'getDisclosure',
      'getMonthlyPrizeInputs',
      'voteArticle',
      'unvoteArticle',
      'applyTeam',
    ]);
    const withId = listOperations().filter((op) => op.path.includes('{') && !op.path.startsWith('/v2/admin/'));
    expect(withId.map((op) => op.operationId).filter((id) => !covered.has(id) && !publicOrOpen.has(id))).toEqual([]);
  });
});

describe("ids of another's objects inside a body", () => {
  it("refuses another's attachment in a report, a message and a portrait, and another's address in an exchange", async () => {
    const inReport = await submitBug(other, { attach: [world.attachment.key] });
    expect(inReport.json.retcode).not.toBe(0);
    await callOp(t.app, 'getCaptcha', other);
    const inMessage = await callOp(t.app, 'createLeaveMessage', { ...other, form: { title: '附件', content: 'x', captcha: CAPTCHA, attach: [world.attachment.key] } });
    expect(inMessage.json.retcode).not.toBe(0);
    const portrait = await upload(owner, 'image', 'me.png', PNG);
    expect((await callOp(t.app, 'updateProfile', { ...other, form: { nickname: 'eve', portrait: portrait.url } })).json.retcode).toBe(1001);
    const [gift] = await t.db.insert(rewards).values({ name: '贴纸', price: 1, num: 10, type: 'custom', area: 'custom' }).returning();
    expect((await callOp(t.app, 'createTrade', { ...other, form: { rewardId: gift!.id, num: 1, addressId: world.address } })).json.retcode).toBe(NOT_FOUND);
    const [stock] = await t.db.select({ num: rewards.num }).from(rewards).where(eq(rewards.id, gift!.id));
    expect(stock!.num).toBe(10);
  });

  it("skips another's notice ids: marking, unmarking and deleting them changes nothing", async () => {
    for (const op of ['markNoticesRead', 'markNoticesUnread', 'deleteNotices']) {
      expect((await callOp(t.app, op, { ...other, form: { ids: [world.notice] } })).json.retcode, op).toBe(0);
    }
    const [row] = await t.db.select().from(notices).where(eq(notices.id, world.notice));
    expect(row).toBeDefined();
    expect(row!.read).toBe(false);
  });
});

describe("lists show the caller's own objects only", () => {
  it("another researcher's lists hold none of the owner's reports, messages, orders, addresses or notices", async () => {
    const ids = (rows: unknown) => (rows as { id: number }[]).map((r) => r.id);
    expect(ids(data(await callOp(t.app, 'listMyBugs', other)).bugs)).not.toContain(world.bug);
    expect(ids(data(await callOp(t.app, 'listMyLeaveMessages', other)).messages)).not.toContain(world.leaveMessage);
    expect(ids(data(await callOp(t.app, 'listMyTrades', other)).trades)).not.toContain(world.trade);
    expect(ids(data(await callOp(t.app, 'listNotices', other)).notices)).not.toContain(world.notice);
    expect(data(await callOp(t.app, 'listMyTestReports', other)).total).toBe(0);
    expect(ids(data(await callOp(t.app, 'listMyTrades', owner)).trades)).toContain(world.trade);
  });
});

describe('the staff API', () => {
  it('answers 4006 to a visitor and 4003 to a researcher on every staff operation, before reading any body', async () => {
    const ops = listOperations().filter((op) => op.path.startsWith('/v2/admin/'));
    expect(ops.length).toBeGreaterThan(40);
    for (const op of ops) {
      const url = op.path.replace(/\{(\w+)\}/g, '1');
      for (const [who, retcode] of [
        [anon, SIGN_IN],
        [owner, NO_PERMISSION],
      ] as const) {
        const res = await t.app.inject({ method: op.method as 'GET', url, query: { language: 'zh' }, cookies: who.cookies, headers: who.headers });
        expect(res.json().retcode, `${op.method} ${op.path}`).toBe(retcode);
      }
    }
    // Nothing a researcher sent reached the database: the owner is still a researcher with their coins.
    const rows = (await t.db.execute(sql`select role from users where id = ${owner.id}`)) as unknown as { rows: { role: string }[] };
    expect(rows.rows[0]!.role).toBe('researcher');
  });
});
