// Who a single sign-on signs in (researchers never do): the staff account of the identity's email;
// an email with an open staff invitation (its account, made if need be, joins with the invitation's
// roles, as at an email-code sign-in: completeSignIn); or, for an email of a domain staff allowed
// (the ssoAllowedDomains setting) that has no account yet, a new staff account with the
// ssoDefaultRole setting's role. Any other identity is refused.
// And the other side of it: with SSO configured and the ssoRequiredForStaff setting on, a staff
// account may not sign in by email code.
import { eq } from 'drizzle-orm';
import type { SsoFailure } from '@generated/enums';
import { updateProfileBodyLimits } from '@generated/limits';
import type { Db } from '../../db/index';
import { users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { t } from '../../messages/index';
import { completeSignIn, normaliseEmail, type UserRow } from '../session/auth';
import { hasOpenInvitation } from '../staff/invitations';
import { isAccountEmail } from '../session/email-address';
import { getSetting, getSettings } from '../settings/settings';

/** What the provider said about the person (infra/oidc's OidcIdentity, as plain values). */
export interface SsoIdentity {
  email: string | null;
  emailVerified: boolean;
}

/** The account an identity signs in as, or why it may not. */
export type SsoStaffOutcome = { user: UserRow; created: boolean } | { refused: Extract<SsoFailure, 'emailUnverified' | 'notStaff'> };

export async function staffForIdentity(db: Db, identity: SsoIdentity): Promise<SsoStaffOutcome> {
  // An email the provider has not verified could be anyone's: it never names an account.
  if (identity.email === null || !identity.emailVerified) return { refused: 'emailUnverified' };
  const email = normaliseEmail(identity.email);
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  const invited = await hasOpenInvitation(db, email);
  if (existing) return existing.role === 'staff' || invited ? { user: await completeSignIn(db, existing), created: false } : { refused: 'notStaff' };
  const { ssoAllowedDomains, ssoDefaultRole } = await getSettings(db, ['ssoAllowedDomains', 'ssoDefaultRole']);
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!invited && !ssoAllowedDomains.includes(domain)) return { refused: 'notStaff' };
  // An account the rest of the site could not show (the sign-in form's limits) is not made.
  if (!isAccountEmail(email)) return { refused: 'notStaff' };
  const nickname = email.slice(0, email.lastIndexOf('@')).slice(0, updateProfileBodyLimits.nickname.maxLength);
  // An invited address starts as a researcher and joins by its invitation (completeSignIn); the domain rule makes staff at once.
  const values = invited ? { email, nickname } : { email, nickname, role: 'staff', staffRoles: [ssoDefaultRole] };
  const [created] = await db.insert(users).values(values).onConflictDoNothing().returning();
  if (created) return { user: await completeSignIn(db, created), created: true };
  // Someone signed up with this email at the same moment: whatever they made decides.
  const [raced] = await db.select().from(users).where(eq(users.email, email));
  return raced?.role === 'staff' ? { user: await completeSignIn(db, raced), created: false } : { refused: 'notStaff' };
}

/**
 * Refuses (4009) an email-code sign-in of a staff account while staff must use single sign-on —
 * only when SSO is configured, so a site without a provider never locks its staff out.
 */
export async function assertEmailCodeAllowed(db: Db, lang: Lang, user: UserRow, ssoConfigured: boolean): Promise<void> {
  if (!ssoConfigured || user.role !== 'staff') return;
  if (await getSetting(db, 'ssoRequiredForStaff')) throw new ApiError(Retcode.SsoRequired, t(lang).auth.ssoRequired);
}
