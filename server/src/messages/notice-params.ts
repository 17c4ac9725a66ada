// What a notice stores besides its key: the facts it is worded from. Free text (a name, a reply, a
// comment) is kept as written; anything the reader's language changes (a status, an action, a
// reason) is kept as its enum value and labelled when the notice is read.
import type { BugAction, BugStatus, IgnoreReason, TradeStatus } from '@generated/enums';

export interface NoticeParams {
  /** Staff moved a report (start, confirm, ignore, …). */
  'bug.acted': {
    name: string;
    action: BugAction;
    status: BugStatus;
    delta: number;
    comment: string;
    ignoreReason?: IgnoreReason;
    duplicate?: { id: number; submitted: string };
    /** A launched re-check: when the answer is due ('YYYY-MM-DD HH:mm:ss') and what an answer in time earns. */
    recheck?: { due: string; rewardCoins: number };
  };
  /** Nobody answered the re-check before its deadline: the server finished the report as fixed. */
  'bug.recheckExpired': { name: string; due: string };
  /** Staff replied in a report's thread. */
  'bug.replied': { name: string; text: string };
  /** Staff asked the researcher for more information (the question is also a reply in the thread). */
  'bug.infoRequested': { name: string; text: string };
  /** Staff moved an exchange order (ship, issue, close, reject, …). */
  'trade.moved': { gift: string; status: TradeStatus; tracking?: string; comment?: string };
  /** Staff added or took back coins by hand. */
  'coins.changed': { amount: number; reason: string };
  /** The monthly prize was paid. */
  'prize.monthly': { month: string; rank: number; coins: number };
  /** Staff approved or refused a new team (to its leader). */
  'team.reviewed': { team: string; approved: boolean; comment?: string };
  /** Someone applied to join the leader's team. */
  'team.applied': { applicant: string };
  /** The leader approved or refused an application (to the applicant). */
  'team.decided': { team: string; approved: boolean };
  /** Staff handled a test report. */
  'testReport.reviewed': { approved: boolean; ip: string; comment?: string };
  /** Staff replied to a leave message. */
  'leave.replied': { title: string; text: string };
  /** Staff approved or refused a real-name request. */
  'realName.reviewed': { approved: boolean; reason?: string };
  /** Staff approved or refused the public disclosure of a report. */
  'disclosure.decided': { name: string; approved: boolean; reason?: string };
  /** Staff withdrew the public disclosure of a report. */
  'disclosure.withdrawn': { name: string; reason: string };
}

export type NoticeKey = keyof NoticeParams;
export interface NoticeText {
  title: string;
  content: string;
}
/** One wording per key: a missing or extra key in a language is a type error. */
export type NoticeTexts = { [K in NoticeKey]: (p: NoticeParams[K]) => NoticeText };
