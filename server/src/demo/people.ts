// Demo people: the staff account, the two fixed researchers docs/product.md ("Demo") names, and 42 more with
// nicknames, portraits and phones; five approved teams and one waiting for review.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/index';
import { teams, users } from '../db/schema';
import { DAY, type Rng } from './random';

export const DEMO_STAFF = 'admin@demo.src';
export const DEMO_RESEARCHER = 'researcher@demo.src';
export const DEMO_NEWBIE = 'newbie@demo.src';

const NICKNAMES = [
  '夜行者',
  '零日猎人',
  '白帽阿强',
  '蓝鲸',
  'CipherCat',
  '逆向小王',
  'ByteWolf',
  '安全喵',
  'RedFox',
  '代码诗人',
  'NullPointer',
  '月光边界',
  'Kernel熊',
  '风起',
  'SQL侠',
  'PacketPilot',
  '青鸟',
  '溢出君',
  'HexHunter',
  '灯塔',
  'Shellby',
  '北极星',
  '渗透小队长',
  'Xsser',
  '星河',
  'BitBandit',
  '墨白',
  'RootCanal',
  '云端漫步',
  'Fuzzer007',
  '极光',
  'TokenThief',
  '石头',
  'LogicBomb',
  '竹影',
  'PwnPanda',
  '清风',
  'ZeroCool',
  '山海',
  'DeepSea',
  '天枢',
  'Vega',
];
const TEAMS: [string, string][] = [
  ['天网安全实验室', '专注 Web 与云安全研究'],
  ['Red Lotus', 'A team of web and mobile researchers'],
  ['深蓝战队', '高校安全爱好者联盟'],
  ['ByteShield', 'Reverse engineering and IoT'],
  ['逐光小组', '业务安全与风控'],
];

export interface DemoPeople {
  staffId: number;
  researcherId: number;
  newbieId: number;
  researchers: number[];
  teamIds: number[];
}

export async function loadPeople(db: Db, rng: Rng, now: number): Promise<DemoPeople> {
  const joined = new Date(now - 400 * DAY);
  const [staff] = await db
    .insert(users)
    .values({ email: DEMO_STAFF, nickname: '安全小助手', role: 'staff', staffRoles: ['owner'], portrait: '/v2/static/portrait/p7.png', createdAt: joined })
    .returning();
  const people = await db
    .insert(users)
    .values([
      { email: DEMO_RESEARCHER, nickname: '白帽阿强', portrait: '/v2/static/portrait/p1.png', sign: '专注 Web 安全', phone: '+8613800000001', createdAt: joined },
      { email: DEMO_NEWBIE, nickname: '新来的白帽', portrait: '/v2/static/portrait/p2.png', createdAt: new Date(now - 2 * DAY) },
      ...NICKNAMES.filter((n) => n !== '白帽阿强').map((nickname, i) => ({
        email: `hacker${String(i + 1).padStart(2, '0')}@demo.src`,
        nickname,
        portrait: `/v2/static/portrait/p${(i % 8) + 1}.png`,
        sign: rng.chance(0.5) ? '漏洞挖掘爱好者' : '',
        phone: rng.chance(0.8) ? `+86139${String(10000000 + i * 7919).slice(0, 8)}` : null,
        createdAt: new Date(now - rng.int(30, 420) * DAY),
      })),
    ])
    .returning();
  const researcherId = people[0]!.id;
  const newbieId = people[1]!.id;
  const others = people.slice(2).map((p) => p.id);

  // Leaders are the first five others; the demo researcher belongs to the first team.
  const teamRows = await db
    .insert(teams)
    .values([
      ...TEAMS.map(([name, intro], i) => ({ name, intro, contact: `team${i + 1}@demo.src`, leaderId: others[i]!, status: 1, createdAt: new Date(now - 380 * DAY) })),
      { name: '待审核的新团队', intro: '刚刚提交创建申请', contact: 'pending@demo.src', leaderId: others[5]!, status: 0, createdAt: new Date(now - DAY) },
    ])
    .returning();
  const teamIds = teamRows.slice(0, 5).map((t) => t.id);
  const member = async (userId: number, teamId: number) =>
    db
      .update(users)
      .set({ teamId, teamJoinedAt: new Date(now - 370 * DAY), lastTeamChangeAt: new Date(now - 370 * DAY) })
      .where(eq(users.id, userId));
  for (let i = 0; i < 5; i += 1) await member(others[i]!, teamIds[i]!);
  await member(others[5]!, teamRows[5]!.id);
  await member(researcherId, teamIds[0]!);
  // About two thirds of the rest join a team, at most 15 per team.
  const counts = teamIds.map((_, i) => (i === 0 ? 2 : 1));
  for (const id of others.slice(6)) {
    if (!rng.chance(0.65)) continue;
    const t = rng.int(0, 4);
    if (counts[t]! >= 15) continue;
    counts[t]! += 1;
    await member(id, teamIds[t]!);
  }
  return { staffId: staff!.id, researcherId, newbieId, researchers: [researcherId, ...others], teamIds };
}
