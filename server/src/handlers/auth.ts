// Sign-in, session and captcha operations.
import { ApiError, ok, Retcode } from '../envelope';
import { t } from '../messages/index';
import { captchaMatches, drawCaptcha } from '../services/session/captcha';
import { currentUser, sendLoginCode, sessionUser, signInWithCode } from '../services/session/auth';
import { unreadCount } from '../services/notice/notice-centre';
import { hasSecondFactor, verifySecondFactor } from '../services/second-factor/factor';
import { holdPendingSignIn, markSecondFactor, pendingSignIn, PENDING_TTL_MS, STEP_UP_TTL_MS } from '../services/second-factor/session-marks';
import { signedInId } from '../services/session/current-user';
import { assertEmailCodeAllowed } from '../services/sso/sso-staff';
import { signInSession } from './sign-in';
import type { HandlerMap } from './types';

export const authHandlers = {
  async getInfo(request, reply, { db, lang, user: caller, sessions }) {
    const session = await sessions.ensure(request, reply);
    const user = await currentUser(db, caller?.id ?? null);
    if (user === null) {
      // Signed out: 4004, still carrying the anonymous session's CSRF token for sign-in requests.
      return reply.send({ retcode: Retcode.NotLoggedIn, retmsg: t(lang).auth.notLoggedIn, retdata: { language: lang, token: session.csrfToken } });
    }
    return ok({ language: lang, info: sessionUser(user), unread: await unreadCount(db, user.id), token: session.csrfToken }, lang);
  },

  async checkStaff(_request, _reply, { db, lang, user: caller, config }) {
    const user = caller?.role === 'staff' ? await currentUser(db, caller.id) : null;
    const staff = user?.role === 'staff';
    return ok({ uuap_email: staff ? user.email : null, intranet: staff ? config.intranetUrl : null }, lang);
  },

  async sendLoginCode(request, _reply, ctx) {
    return ok(await sendLoginCode(ctx, ctx.mailer, request.body.email), ctx.lang);
  },

  // The session is rotated at sign-in (sign-in.ts) and sign-out, so a token seen before is worth nothing after.
  // With a second factor on, the rotated session stays anonymous and only holds the account as
  // pending (docs/rules.md#second-factor): verifySecondFactorLogin signs it in.
  async emailLogin(request, reply, ctx) {
    const { db, lang, session, sessions, now, oidc, ip, signupGate } = ctx;
    const user = await signInWithCode(db, lang, request.body.email, request.body.code, () => signupGate(ip));
    // Checked after the code, so only the mailbox's owner learns that the address is staff.
    await assertEmailCodeAllowed(db, lang, user, oidc !== undefined);
    if (await hasSecondFactor(db, user.id)) {
      const previous = session.cookieToken;
      const data = session.rotate({ userId: null, role: null, staffRoles: [] });
      await sessions.commitRotation(request, reply, previous);
      await holdPendingSignIn(db, session.cookieToken!, user.id, now());
      return ok({ token: data.csrfToken, secondFactorRequired: true as const, expiresIn: PENDING_TTL_MS / 1000 }, lang);
    }
    const data = await signInSession(request, reply, ctx, user);
    return ok({ token: data.csrfToken, info: sessionUser(user) }, lang);
  },

  async verifySecondFactorLogin(request, reply, { db, lang, session, sessions, now }) {
    const at = now();
    const userId = await pendingSignIn(db, session.cookieToken, at);
    if (userId === null) throw new ApiError(Retcode.StateNotAllowed, t(lang).secondFactor.noPending);
    await verifySecondFactor(db, lang, userId, request.body.code, at);
    const user = await currentUser(db, userId);
    if (!user) throw new ApiError(Retcode.StateNotAllowed, t(lang).secondFactor.noPending);
    const data = await signInSession(request, reply, { session, sessions }, user);
    await markSecondFactor(db, session.cookieToken!, at);
    return ok({ token: data.csrfToken, info: sessionUser(user) }, lang);
  },

  async verifyStepUp(request, _reply, { db, lang, user, session, now }) {
    const at = now();
    const userId = signedInId(user);
    if (!(await hasSecondFactor(db, userId))) throw new ApiError(Retcode.StateNotAllowed, t(lang).secondFactor.notOn);
    await verifySecondFactor(db, lang, userId, request.body.code, at);
    await markSecondFactor(db, session.cookieToken!, at);
    return ok({ validFor: STEP_UP_TTL_MS / 1000 }, lang);
  },

  async logout(request, reply, { lang, session, sessions }) {
    const previous = session.cookieToken;
    const data = session.rotate({ userId: null, role: null, staffRoles: [] });
    await sessions.commitRotation(request, reply, previous);
    return { ...ok({ token: data.csrfToken }, lang), retmsg: t(lang).auth.signedOut };
  },

  async getCaptcha(request, reply, { db, session, sessions, config }) {
    await sessions.ensure(request, reply);
    const svg = await drawCaptcha({ db, sessionToken: session.cookieToken }, config.captchaTestAnswer);
    return reply.header('cache-control', 'no-store').type('image/svg+xml').send(svg);
  },

  async verifyCaptcha(request, _reply, { db, lang, session }) {
    return ok({ result: await captchaMatches({ db, sessionToken: session.cookieToken }, request.body.code) }, lang);
  },
} satisfies HandlerMap;
