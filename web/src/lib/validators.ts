// Field checks of the email sign-in form (docs/rules.md#email-login); the messages are locale keys.
import { sendLoginCodeBodyLimits } from '../../../generated/limits';

/** The generic 'mail' rule of docs/rules.md#validation: name@domain with a 2–4 letter top-level domain. */
const MAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,4}$/i;

export type EmailProblem = 'emailRequired' | 'emailFormat' | null;
export type CodeProblem = 'codeRequired' | 'codeLength' | null;

export function checkEmail(email: string): EmailProblem {
  const value = email.trim();
  if (!value) return 'emailRequired';
  if (value.length > sendLoginCodeBodyLimits.email.maxLength || !MAIL.test(value)) return 'emailFormat';
  return null;
}

export function checkCode(code: string): CodeProblem {
  const value = code.trim();
  if (!value) return 'codeRequired';
  if (!/^\d{6}$/.test(value)) return 'codeLength';
  return null;
}
