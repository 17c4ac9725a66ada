// Text limits of the staff bug operations, from the contract (generated/limits.ts), counted as the
// server counts them (common/text-count.ts: code points, after trimming).
import { countChars } from '@common/text-count';
import { AdminBugActionFormLimits, AdminReplyFormLimits } from '@generated/limits';

/** A thread reply or internal note. */
export const REPLY_MAX = AdminReplyFormLimits.content.maxLength;
export const COMMENT_MAX = AdminBugActionFormLimits.comment.maxLength;
export const QUALITY_MAX = AdminBugActionFormLimits.qualityCoins.maximum;
export const INTELLIGENCE_MAX = AdminBugActionFormLimits.intelligenceValue.maximum;

export function textLength(text: string): number {
  return countChars(text.trim());
}
