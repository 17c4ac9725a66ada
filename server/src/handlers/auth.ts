// Sign-in, session and captcha operations.
import { ok, Retcode } from '../envelope';
import { t } from '../messages/index';
import { captchaMatches, drawCaptcha } from '../services/session/captcha';
import { currentUser, sendLoginCode, sessionUser, signInWithCode } from '../services/session/auth';
import { unreadCount } from '../services/notice/notice-centre';
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
  async emailLogin(request, reply, ctx) {
    const { db, lang, oidc } = ctx;
    const user = await signInWithCode(db, lang, request.body.email, request.body.code);
    // Checked after the code, so only the mailbox's owner learns that the address is staff.
    await assertEmailCodeAllowed(db, lang, user, oidc !== undefined);
    const data = await signInSession(request, reply, ctx, user);
    return ok({ token: data.csrfToken, info: sessionUser(user) }, lang);
  },

  async logout(request, reply, { lang, session, sessions }) {
    const previous = session.cookieToken;
    const data = session.rotate({ userId: null, role: null });
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
