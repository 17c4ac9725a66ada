// What the site shows for a person: the nickname, or the email's local part before one is chosen.
import { UserBriefLimits } from '@generated/limits';

export function displayName(user: { nickname: string; email: string }): string {
  return (user.nickname || user.email.slice(0, user.email.lastIndexOf('@'))).slice(0, UserBriefLimits.nickname.maxLength);
}

/** The small person card staff lists and detail pages show: id, display name and portrait. */
export function personCard(userId: number, user: { nickname: string; email: string; portrait: string }) {
  return { userId, nickname: displayName(user), portrait: user.portrait };
}
