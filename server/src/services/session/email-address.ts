// An email as every way in takes it: sign-in, email change and staff invitations normalise and
// check it the same way, so an invitation finds the account that signs in with it.
import type { Lang } from '../../envelope';
import { invalid } from '../../messages/index';
import { sendLoginCodeBodyLimits } from '@generated/limits';
import { countChars } from '@common/text-count';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Whether an account may have this (normalised) email: nothing that could break a mail header or a log line, within the sign-in form's length. */
export function isAccountEmail(email: string): boolean {
  return /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/.test(email) && countChars(email) <= sendLoginCodeBodyLimits.email.maxLength;
}

export function checkEmail(email: string, lang: Lang): void {
  // The contract's format check runs first; this refuses the rest isAccountEmail refuses.
  if (!isAccountEmail(email)) throw invalid(lang, 'email', (m) => m.auth.invalidEmail);
}
