// Demo real-name verification: the demo researcher is verified (so a cash gift can be redeemed in
// the demo), and the staff console's review screen has a pending, a refused and an approved request.
// Numbers are invented and stored masked, as every request is.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/index';
import { realNameRequests, users } from '../db/schema';
import type { DemoPeople } from './people';

const HOUR = 3_600_000;

export async function loadRealNames(db: Db, people: DemoPeople, now: number): Promise<void> {
  const [pendingZh, pendingEn, refused] = people.researchers.slice(6, 9);
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  await db.insert(realNameRequests).values([
    { userId: people.researcherId, name: '张三', idMasked: '**************002X', status: 2, reviewerId: people.staffId, reviewedAt: at(30 * 24), createdAt: at(31 * 24) },
    { userId: refused!, name: '测试', idMasked: '*****4321', status: 3, reason: '请填写证件上的真实姓名', reviewerId: people.staffId, reviewedAt: at(40), createdAt: at(48) },
    { userId: pendingZh!, name: '李明', idMasked: '**************0014', status: 1, createdAt: at(20) },
    { userId: pendingEn!, name: 'Jane Smith', idMasked: '*****5678', status: 1, language: 'en', createdAt: at(5) },
  ]);
  await db.update(users).set({ realName: '张三' }).where(eq(users.id, people.researcherId));
}
