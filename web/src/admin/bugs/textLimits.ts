// Text limits of the staff bug operations, as the contract states them (AdminReplyForm.content and
// AdminBugActionForm.comment: at most 500 characters, counted as the server counts them — code points).
export const REPLY_MAX = 500;
export const COMMENT_MAX = 500;

export function textLength(text: string): number {
  return [...text.trim()].length;
}
