// What a delivery says about a report or an order: what a ticket system needs to open and follow a
// ticket (ids, title, levels, states, times, the console path), and nothing that must stay in the
// portal — no report detail, link, attachment or thread text, no researcher email, phone, name or
// shipping address (the contract's WebhookReport and WebhookOrder forbid further properties).
import type { components } from '@generated/api';
import type { bugs, trades } from '../../db/schema';
import { WebhookOrderLimits, WebhookReportLimits } from '@generated/limits';

type BugRow = typeof bugs.$inferSelect;
type TradeRow = typeof trades.$inferSelect;
export type WebhookReport = components['schemas']['WebhookReport'];
export type WebhookOrder = components['schemas']['WebhookOrder'];

/** The columns a delivery's report is made of. */
export type ReportColumns = Pick<BugRow, 'id' | 'name' | 'level' | 'auditLevel' | 'status' | 'mainType' | 'subType' | 'activityId' | 'userId' | 'submittedAt'>;

export function reportOf(bug: ReportColumns): WebhookReport {
  return {
    id: bug.id,
    title: bug.name.slice(0, WebhookReportLimits.title.maxLength),
    level: bug.level as WebhookReport['level'],
    auditLevel: bug.auditLevel as WebhookReport['auditLevel'],
    status: bug.status as WebhookReport['status'],
    mainType: bug.mainType,
    subType: bug.subType,
    activityId: bug.activityId,
    researcherId: bug.userId,
    submittedAt: bug.submittedAt.toISOString(),
    consolePath: `/v2/admin/bugs/${bug.id}`,
  };
}

export function orderOf(trade: TradeRow, giftType: string): WebhookOrder {
  return {
    id: trade.id,
    status: trade.status as WebhookOrder['status'],
    giftId: trade.rewardId,
    giftType: giftType.slice(0, WebhookOrderLimits.giftType.maxLength),
    num: trade.num,
    cost: trade.cost,
    researcherId: trade.userId,
    createdAt: trade.createdAt.toISOString(),
  };
}
