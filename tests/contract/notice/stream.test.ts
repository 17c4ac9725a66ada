// The live notice stream (streamNotices): server-sent events over a real socket. A notice
// written by a staff action arrives at once, in the stream's language; a reconnect replays exactly
// what was missed; a visitor gets the envelope, never a stream; nobody hears another's notices; a
// rolled-back write sends nothing; an account holds at most a few streams; a sign-out ends them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StaffInboxKind } from '../../../generated/enums';
import { notify } from '../../../server/src/services/notice/notices';
import { addToStaffInbox, markReportHandled } from '../../../server/src/services/staff/staff-inbox';
import { callOp, startTestApp, type TestApp, type Who } from '../harness';
import { assertResponseMatches } from '../spec-validator';
import { eventually } from '../../eventually';
import { openStream, type SseEvent, type SseStream } from './sse-client';

const PER_ACCOUNT = 3;
const TOTAL = 8;

let t: TestApp;
const open: SseStream[] = [];
beforeAll(async () => {
  t = await startTestApp({}, { noticeStreams: { perAccount: PER_ACCOUNT, total: TOTAL, heartbeatMs: 200 } });
  await t.app.noticeHubReady;
});
// Each test starts with no stream open (the server-wide cap counts them all).
afterEach(async () => {
  for (const s of open.splice(0)) s.close();
  await eventually(() => t.app.noticeHub.size === 0);
  expect(t.app.noticeHub.size).toBe(0);
});
afterAll(() => t.close());

async function stream(who: Partial<Who>, opts: { language?: string; lastEventId?: number | string } = {}) {
  const s = await openStream(t.app, who, opts);
  open.push(s);
  return s;
}

const isNotice = (e: SseEvent) => e.event === 'notice';
const unreadIs = (n: number) => (e: SseEvent) => e.event === 'unread' && (e.data as { unread: number }).unread === n;

/** A staff action that notifies the researcher (a manual coin change), as the console does it. */
async function giveCoins(boss: Who, to: Who, reason: string) {
  const res = await callOp(t.app, 'changeUserCoins', { ...boss, params: { id: to.id }, form: { amount: 5, reason } });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
}

describe('the stream', () => {
  it('is an event stream, never compressed or cached, that starts with the unread count', async () => {
    const ada = await t.newResearcher();
    const s = await stream(ada);
    expect(s.status).toBe(200);
    assertResponseMatches('streamNotices', s.status, String(s.headers['content-type']), undefined);
    expect(s.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(s.headers['content-encoding']).toBeUndefined();
    expect(s.headers['cache-control']).toBe('no-store');
    for (const h of ['x-request-id', 'content-security-policy', 'x-content-type-options']) expect(s.headers[h], h).toBeDefined();
    await s.next(unreadIs(0));
    expect(s.text().startsWith('retry: ')).toBe(true);
  });

  it('pushes a notice written by a staff action, in the stream’s language, then the new unread count', async () => {
    const ada = await t.newResearcher();
    const boss = await t.newResearcher({ role: 'staff' });
    const zh = await stream(ada, { language: 'zh' });
    const en = await stream(ada, { language: 'en' });
    await zh.next(unreadIs(0));
    await en.next(unreadIs(0));
    await giveCoins(boss, ada, 'thanks');
    // Timed from the action's answer, not its start: how long the write takes on a busy machine is
    // not the push's delay.
    const started = Date.now();
    const [a, b] = await Promise.all([zh.next(isNotice), en.next(isNotice)]);
    expect(Date.now() - started).toBeLessThan(1_000);
    const list = (await callOp(t.app, 'listNotices', ada)).json.retdata as { notices: { id: number }[] };
    expect(a.id).toBe(String(list.notices[0]!.id));
    expect((a.data as { title: string }).title).toMatch(/[\u4e00-\u9fff]/);
    expect((b.data as { title: string }).title).not.toMatch(/[\u4e00-\u9fff]/);
    expect((a.data as { link: string }).link).toBe('/user/currency');
    await zh.next(unreadIs(1));
    // Reading it elsewhere updates the count on the open pages too.
    await callOp(t.app, 'markNoticesRead', { ...ada, form: { ids: [list.notices[0]!.id] } });
    await zh.next(unreadIs(0), { from: zh.events.length });
  });

  it('replays exactly the notices after Last-Event-ID, oldest first, then goes live', async () => {
    const ada = await t.newResearcher();
    const boss = await t.newResearcher({ role: 'staff' });
    const first = await stream(ada);
    await first.next(unreadIs(0));
    await giveCoins(boss, ada, 'one');
    const seen = await first.next(isNotice);
    first.close();
    await giveCoins(boss, ada, 'two');
    await giveCoins(boss, ada, 'three');
    const again = await stream(ada, { lastEventId: seen.id });
    await again.next(unreadIs(3));
    const replayed = again.events.filter(isNotice);
    const ids = ((await callOp(t.app, 'listNotices', ada)).json.retdata as { notices: { id: number }[] }).notices.map((n) => String(n.id));
    expect(replayed.map((e) => e.id)).toEqual([ids[1], ids[0]]);
    await giveCoins(boss, ada, 'four');
    const live = await again.next(isNotice, { from: again.events.length });
    expect(Number(live.id)).toBeGreaterThan(Number(ids[0]));
    expect(again.events.filter(isNotice)).toHaveLength(3);
  });

  it('refuses a visitor with the envelope, not a stream', async () => {
    const visitor = await stream({});
    expect(visitor.headers['content-type']).toMatch(/^application\/json/);
    await visitor.ended;
    const body = JSON.parse(visitor.text()) as { retcode: number };
    assertResponseMatches('streamNotices', visitor.status, String(visitor.headers['content-type']), body);
    expect(body.retcode).toBe(4006);
    const viaInject = await callOp(t.app, 'streamNotices');
    expect(viaInject.json.retcode).toBe(4006);
    // A forged cookie is a visitor too.
    const forged = await stream({ cookies: { src_sid: 'f'.repeat(64) } });
    await forged.ended;
    expect((JSON.parse(forged.text()) as { retcode: number }).retcode).toBe(4006);
  });
});

describe('abuse and failure', () => {
  it('never sends one researcher’s notices to another, live or replayed', async () => {
    const ada = await t.newResearcher();
    const eve = await t.newResearcher();
    const boss = await t.newResearcher({ role: 'staff' });
    const mine = await stream(eve, { lastEventId: 0 });
    await mine.next(unreadIs(0));
    await giveCoins(boss, ada, 'for ada only');
    await giveCoins(boss, eve, 'for eve');
    const got = await mine.next(isNotice);
    const eveIds = ((await callOp(t.app, 'listNotices', eve)).json.retdata as { notices: { id: number }[] }).notices.map((n) => String(n.id));
    expect(mine.events.filter(isNotice).map((e) => e.id)).toEqual(eveIds);
    expect(got.id).toBe(eveIds[0]);
    // A replay from 0 is of her own notices only.
    const replay = await stream(eve, { lastEventId: 0 });
    await replay.next(unreadIs(1));
    expect(replay.events.filter(isNotice).map((e) => e.id)).toEqual(eveIds);
  });

  it('sends nothing for a write that rolls back', async () => {
    const ada = await t.newResearcher();
    const s = await stream(ada);
    await s.next(unreadIs(0));
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, ada.id, { type: 'user', key: 'coins.changed', params: { amount: 1, reason: 'rolled back' }, link: null });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await t.db.transaction((tx) => notify(tx, ada.id, { type: 'user', key: 'coins.changed', params: { amount: 2, reason: 'kept' }, link: null }));
    await s.next(unreadIs(1));
    const notices = s.events.filter(isNotice);
    expect(notices).toHaveLength(1);
    const list = ((await callOp(t.app, 'listNotices', ada)).json.retdata as { notices: { id: number }[] }).notices;
    expect(list).toHaveLength(1);
    expect(notices[0]!.id).toBe(String(list[0]!.id));
    expect(s.events.filter((e) => e.event === 'unread').map((e) => (e.data as { unread: number }).unread)).toEqual([0, 1]);
  });

  it('keeps at most a few streams per account, closing the oldest, and refuses past the server’s cap', async () => {
    const ada = await t.newResearcher();
    const streams: SseStream[] = [];
    for (let i = 0; i < PER_ACCOUNT + 1; i++) {
      streams.push(await stream(ada));
      await streams[i]!.next(unreadIs(0));
    }
    await streams[0]!.ended;
    expect(streams[0]!.events.at(-1)?.event).toBe('replaced');
    expect(streams.slice(1).some((s) => s.events.some((e) => e.event === 'replaced'))).toBe(false);
    expect(t.app.noticeHub.streamsOf(ada.id)).toBe(PER_ACCOUNT);
    for (const s of streams.slice(1)) s.close();
    await eventually(() => t.app.noticeHub.streamsOf(ada.id) === 0);
    expect(t.app.noticeHub.streamsOf(ada.id)).toBe(0);

    const others = [];
    while (t.app.noticeHub.size < TOTAL) {
      const s = await stream(await t.newResearcher());
      await s.next(unreadIs(0));
      others.push(s);
    }
    const refused = await stream(await t.newResearcher());
    await refused.ended;
    expect(refused.status).toBe(200);
    expect(refused.headers['retry-after']).toBeDefined();
    const body = JSON.parse(refused.text()) as { retcode: number };
    assertResponseMatches('streamNotices', 200, String(refused.headers['content-type']), body);
    expect(body.retcode).toBe(1003);
    for (const s of others) s.close();
    await eventually(() => t.app.noticeHub.size === 0);
    expect(t.app.noticeHub.size).toBe(0);
  });

  it('ends the streams of a session that signs out and of an account whose role changes', async () => {
    const ada = await t.newResearcher();
    const bob = await t.newResearcher();
    const boss = await t.newResearcher({ role: 'staff' });
    const adas = await stream(ada);
    const bobs = await stream(bob);
    await adas.next(unreadIs(0));
    await bobs.next(unreadIs(0));
    expect((await callOp(t.app, 'logout', ada)).json.retcode).toBe(0);
    await adas.ended;
    const role = await callOp(t.app, 'setUserRole', { ...boss, params: { id: bob.id }, form: { role: 'staff' } });
    expect(role.json.retcode, role.json.retmsg).toBe(0);
    await bobs.ended;
    // Signed out, the page's reconnect is refused.
    const after = await stream(ada);
    await after.ended;
    expect((JSON.parse(after.text()) as { retcode: number }).retcode).toBe(4006);
  });
});

describe('staff', () => {
  it('get the inbox unread counts when the stream opens and when an item arrives; researchers never do', async () => {
    const boss = await t.newResearcher({ role: 'staff' });
    const ada = await t.newResearcher();
    const console = await stream(boss);
    const site = await stream(ada);
    const first = await console.next((e) => e.event === 'inbox');
    await site.next(unreadIs(0));
    const before = (first.data as { total: number }).total;
    await t.db.transaction((tx) => addToStaffInbox(tx, { kind: StaffInboxKind.Urge, objectId: 1, actorId: ada.id, title: 'please look' }));
    await console.next((e) => e.event === 'inbox' && (e.data as { total: number }).total === before + 1, { from: console.events.indexOf(first) + 1 });
    await new Promise((r) => setTimeout(r, 100));
    expect(site.events.some((e) => e.event === 'inbox')).toBe(false);
  });

  it('hear an item handled as the count drops, and never an item whose transaction rolled back', async () => {
    const boss = await t.newResearcher({ role: 'staff' });
    const ada = await t.newResearcher();
    const console = await stream(boss);
    const first = await console.next((e) => e.event === 'inbox');
    const total = (e: SseEvent) => (e.data as { total: number }).total;
    const before = total(first);
    // An object id no other item of this file has, so handling it handles this item alone.
    const item = { kind: StaffInboxKind.NewBug, objectId: 2_000_000_000 - ada.id, actorId: ada.id, title: 'a report' };
    await expect(
      t.db.transaction(async (tx) => {
        await addToStaffInbox(tx, item);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await t.db.transaction((tx) => addToStaffInbox(tx, item));
    const added = await console.next((e) => e.event === 'inbox' && total(e) === before + 1, { from: console.events.indexOf(first) + 1 });
    // Announced, the rolled-back item would have been read as an unchanged count before this one.
    const between = console.events.slice(console.events.indexOf(first) + 1, console.events.indexOf(added));
    expect(between.filter((e) => e.event === 'inbox')).toEqual([]);
    await t.db.transaction((tx) => markReportHandled(tx, item.objectId, boss.id, new Date()));
    await console.next((e) => e.event === 'inbox' && total(e) === before, { from: console.events.indexOf(added) + 1 });
  });

  it('every stream gets a heartbeat comment', async () => {
    const s = await stream(await t.newResearcher());
    await s.next(unreadIs(0));
    await eventually(() => s.comments.includes('ping'));
    expect(s.comments).toContain('ping');
  });
});
