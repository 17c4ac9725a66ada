// Sign-in, session and captcha operations.
import { ok, Retcode } from '../envelope';
import { t } from '../messages/index';
import { captchaMatches, drawCaptcha } from '../services/captcha';
import { currentUser, emailLogin, logout, sendLoginCode, sessionUser, unreadCount } from '../services/auth';
import type { HandlerMap } from './types';

export const authHandlers = {
  async getInfo(request, reply, { lang }) {
    const session = await request.server.sessions.ensure(request, reply);
    const user = await currentUser(request);
    if (user === null) {
      // Signed out: 4004, still carrying the anonymous session's CSRF token for sign-in requests.
      return reply.send({ retcode: Retcode.NotLoggedIn, retmsg: t(lang).auth.notLoggedIn, retdata: { language: lang, token: session.csrfToken } });
    }
    return ok({ language: lang, info: sessionUser(user), unread: await unreadCount(request, user.id), token: session.csrfToken }, lang);
  },

  async checkStaff(request, _reply, { lang }) {
    const user = request.session.role === 'staff' ? await currentUser(request) : null;
    const staff = user?.role === 'staff';
    return ok({ uuap_email: staff ? user.email : null, intranet: staff ? request.server.config.intranetUrl : null }, lang);
  },

  async sendLoginCode(request, _reply, { lang }) {
    return ok(await sendLoginCode(request, request.body.email), lang);
  },

  async emailLogin(request, reply, { lang }) {
    return ok(await emailLogin(request, reply, request.body.email, request.body.code), lang);
  },

  async logout(request, reply, { lang }) {
    return { ...ok(await logout(request, reply), lang), retmsg: t(lang).auth.signedOut };
  },

  async getCaptcha(request, reply) {
    await request.server.sessions.ensure(request, reply);
    const svg = await drawCaptcha(request, request.server.config.captchaTestAnswer);
    return reply.header('cache-control', 'no-store').type('image/svg+xml').send(svg);
  },

  async verifyCaptcha(request, _reply, { lang }) {
    return ok({ result: await captchaMatches(request, request.body.code) }, lang);
  },
} satisfies HandlerMap;
