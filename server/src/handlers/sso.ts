// Handlers of the `sso` tag: staff single sign-on by OpenID Connect. startSso and finishSso are
// addresses the browser opens, so every outcome is a redirect — to the provider, to the console, or
// to the console's sign-in gate with the reason (`ssoError`, worded by the site) — never an error page.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SsoFailure } from '@generated/enums';
import { ok, type Lang } from '../envelope';
import { OidcFailure } from '../infra/oidc/oidc-client';
import { newSsoAttempt, saveSsoLogin, takeSsoLogin } from '../services/sso/sso-logins';
import { staffForIdentity } from '../services/sso/sso-staff';
import { signInSession } from './sign-in';
import type { HandlerMap } from './types';

/** The console, in the sign-on's language, with the reason of a failure for its sign-in gate. */
function consoleAddress(lang: Lang, failure?: SsoFailure): string {
  const query = new URLSearchParams({ language: lang });
  if (failure) query.set('ssoError', failure);
  return `/v2/admin/?${query.toString()}`;
}

const redirect = (reply: FastifyReply, to: string) => reply.header('cache-control', 'no-store').redirect(to, 302);

function refuse(request: FastifyRequest, reply: FastifyReply, lang: Lang, failure: SsoFailure, detail?: string) {
  request.log.warn({ ssoFailure: failure, detail }, 'single sign-on refused');
  return redirect(reply.header('x-sso-failure', failure), consoleAddress(lang, failure));
}

export const ssoHandlers = {
  async getSsoConfig(_request, _reply, { config, lang }) {
    return ok({ enabled: config.oidc !== undefined, name: config.oidc?.name ?? null }, lang);
  },

  async startSso(request, reply, ctx) {
    const { db, lang, oidc, session, sessions } = ctx;
    if (!oidc) return refuse(request, reply, lang, 'notConfigured');
    const attempt = newSsoAttempt();
    let to: URL;
    try {
      to = await oidc.authorizationUrl(attempt);
    } catch (err) {
      return refuse(request, reply, lang, 'unavailable', err instanceof Error ? err.message : String(err));
    }
    // The sign-on belongs to this browser's session (a visitor's is made now): a state carried into
    // another browser is refused there.
    await sessions.ensure(request, reply);
    await saveSsoLogin(db, attempt, { sessionToken: session.cookieToken!, lang });
    return redirect(reply, to.href);
  },

  async finishSso(request, reply, ctx) {
    const { db, config, oidc, session } = ctx;
    let lang = ctx.lang;
    try {
      if (!oidc || !config.oidc) return refuse(request, reply, lang, 'notConfigured');
      const { state } = request.query;
      const taken = state ? await takeSsoLogin(db, state, { sessionToken: session.cookieToken }) : { attempt: null, lang: null };
      lang = taken.lang ?? lang;
      if (!taken.attempt) return refuse(request, reply, lang, 'expired');
      // The address the provider redirected to, as the library checks it: the registered URI and this query.
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const identity = await oidc.finish(new URL(config.oidc.redirectUri + query), taken.attempt);
      const outcome = await staffForIdentity(db, identity);
      if ('refused' in outcome) return refuse(request, reply, lang, outcome.refused, `subject ${identity.subject}`);
      await signInSession(request, reply, ctx, outcome.user);
      if (outcome.created) request.log.info({ userId: outcome.user.id, staffRoles: outcome.user.staffRoles }, 'single sign-on made a staff account');
      return redirect(reply, consoleAddress(lang));
    } catch (err) {
      if (err instanceof OidcFailure) return refuse(request, reply, lang, err.kind, err.detail);
      // Whatever else broke (the database, say), the browser still lands on the gate with a reason.
      request.log.error({ err }, 'single sign-on failed');
      return refuse(request, reply, lang, 'unavailable');
    }
  },
} satisfies HandlerMap;
