// Sign-in, session and captcha operations.
import { ApiError, Retcode } from '../envelope';
import { langOf } from '../lang';
import type { HandlerMap } from './types';

export const authHandlers = {
  async getInfo(request, reply) {
    const lang = langOf(request);
    const session = await request.server.sessions.ensure(request, reply);
    if (session.userId === null) {
      // Signed out: 4004, still carrying the anonymous session's CSRF token for sign-in requests.
      return reply.send({ retcode: Retcode.NotLoggedIn, retmsg: lang === 'zh' ? '未登录' : 'Not logged in', retdata: { language: lang, token: session.csrfToken } });
    }
    throw new ApiError(Retcode.NotImplemented);
  },
} satisfies HandlerMap;
