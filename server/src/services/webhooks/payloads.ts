// What a delivery says about a report or an order: what a ticket system needs to open and follow a
// ticket (ids, title, levels, states, times, the console path), and nothing that must stay in the
// portal — no report detail, link, attachment or thread text, no researcher email, phone, name or
// shipping address (the contract's WebhookReport and WebhookOrder forbid further properties).
import type { components } from '@generated/api';
import { bugs, type trades } from '../../db/schema';
import { WebhookOrderLimits, WebhookReportLimits } from '@generated/limits';

type BugRow = typeof bugs.$inferSelect;
type TradeRow = typeof trades.$inferSelect;
export type WebhookReport = components['schemas']['WebhookReport'];
export type WebhookOrder = components['schemas']['WebhookOrder'];

/**
 * The columns a delivery's report is made of, as a selection: a write that needs the report only to
 * announce it reads these back (`returning(reportColumns)`), not the whole row with its detail.
 */
export const reportColumns = {
  id: bugs.id,
  name: bugs.name,
  level: bugs.level,
  auditLevel: bugs.auditLevel,
  status: bugs.status,
  mainType: bugs.mainType,
  subType: bugs.subType,
  activityId: bugs.activityId,
  userId: bugs.userId,
  submittedAt: bugs.submittedAt,
};
export type ReportColumns = Pick<BugRow, keyof typeof reportColumns>;

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
