// `Authorization: Bearer srcp_…` (personal API tokens, the contract's `bearer` scheme). A request
// that carries a token is judged by the token alone: its session cookie is ignored, so a token never
// borrows a browser's session and a stolen cookie never widens a token. The holder becomes the
// request's caller only when an operation's `bearer` requirement names one of the token's scopes
// (checkBearer, run by the security handlers), so every other operation sees a visitor. Bearer
// answers never set a cookie. Each token may make RATE_PER_MINUTE requests a minute (per process,
// like the other rate limits: with n servers a client can reach n times that).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Retcode } from '../../envelope';
import { langOf } from '../../lang';
import { t } from '../../messages/index';
import { authenticateToken, isStaffScope, type TokenHolder } from '../../services/account/api-tokens';
import { Session } from './session';

export const RATE_PER_MINUTE = 120;
const WINDOW_MS = 60_000;

/** What a request presented: `holder` is null when the token does not work. */
export interface PresentedToken {
  holder: TokenHolder | null;
}

/** The token of an `Authorization: Bearer` header, or undefined when there is none. */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ ]+(\S*)\s*$/i.exec(header);
  return match ? match[1]! : undefined;
}

/** Fixed one-minute windows per token id; old windows are dropped as the map is touched. */
class TokenRateLimiter {
  private windows = new Map<number, { start: number; count: number }>();
  allow(tokenId: number, now = Date.now()): boolean {
    const w = this.windows.get(tokenId);
    if (!w || now - w.start >= WINDOW_MS) {
      if (this.windows.size > 10_000) this.windows.clear();
      this.windows.set(tokenId, { start: now, count: 1 });
      return true;
    }
    w.count++;
    return w.count <= RATE_PER_MINUTE;
  }
}

/**
 * The `bearer` security handler: the token works and holds every scope the requirement names
 * (staff scopes only while its holder is staff). On success the holder becomes the caller; a
 * token holding a staff scope acts as staff, any other token as a researcher, whatever the
 * holder's role, so a staff member's `bugs:read` token reads only that member's own reports.
 */
export async function checkBearer(request: FastifyRequest, scopes: string[]): Promise<void> {
  const lang = langOf(request);
  const holder = request.apiToken?.holder;
  if (!holder) throw new ApiError(Retcode.LoginRequired, t(lang).apiToken.invalid);
  for (const scope of scopes) {
    if (!holder.scopes.includes(scope) || (isStaffScope(scope) && holder.role !== 'staff')) {
      throw new ApiError(Retcode.NoPermission, t(lang).apiToken.noScope(scope));
    }
  }
  const actsAsStaff = holder.role === 'staff' && holder.scopes.some(isStaffScope);
  // No cookie token and an empty CSRF token: the csrf scheme can never pass, and nothing is stored.
  request.session = new Session(null, { userId: holder.userId, role: actsAsStaff ? 'staff' : 'researcher', staffRoles: actsAsStaff ? holder.staffRoles : [], csrfToken: '' });
}

export const apiTokenPlugin = fp(
  async (app: FastifyInstance) => {
    const limiter = new TokenRateLimiter();
    app.decorateRequest('apiToken', null);
    // Callback hooks: a request without a bearer token (most, a 404, /healthz) costs no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = bearerOf(request);
      if (token === undefined) return done();
      request.session = new Session(null, null);
      authenticateToken(app.db, token).then((holder) => {
        request.apiToken = { holder };
        if (holder && !limiter.allow(holder.tokenId)) return done(Object.assign(new Error('token rate limit'), { statusCode: 429 }));
        done();
      }, done);
    });
    // Nothing a bearer request reaches may hand it a session (getInfo would start one).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.apiToken) reply.removeHeader('set-cookie');
      done(null, payload);
    });
  },
  { name: 'api-token', dependencies: ['session'] },
);
