// A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for the single sign-on tests: one
// client (the portal) with its callback as redirect URI, and a sign-in the test decides — the
// account signing in next (`signInAs`) — finished without any form, so plain HTTP drives the flow.
// ID tokens carry the email claims (conformIdTokenClaims off), as many providers' do.
import crypto from 'node:crypto';
import http from 'node:http';
import Provider, { type Account } from 'oidc-provider';
import { freePort } from '../free-port';

export interface TestAccount {
  id: string;
  email: string;
  emailVerified: boolean;
}

export interface TestProvider {
  issuer: string;
  /** The account the next sign-in at this provider signs in as. */
  signInAs(account: TestAccount): void;
  close(): Promise<void>;
}

export async function startTestProvider(client: { clientId: string; clientSecret: string; redirectUri: string }): Promise<TestProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, TestAccount>();
  let next: TestAccount | undefined;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    // Lifetimes of its own (the defaults print a notice each): an hour for the ID token, as most providers.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 3600, Interaction: 600, Session: 600 },
    cookies: { keys: [crypto.randomBytes(16).toString('hex')] },
    // A signing key of this run's own (not the library's development keys).
    jwks: { keys: [{ ...crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    features: { devInteractions: { enabled: false } },
    async findAccount(_ctx: unknown, id: string): Promise<Account | undefined> {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, email: account.email, email_verified: account.emailVerified }) };
    },
  });
  const handle = provider.callback();
  const server = http.createServer((req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    // The sign-in and the consent in one step: the account the test chose, every scope and claim asked for.
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (!next) throw new Error('the test chose no account to sign in as');
      accounts.set(next.id, next);
      const grant = details.grantId ? ((await provider.Grant.find(details.grantId)) ?? null) : null;
      const consent = grant ?? new provider.Grant({ accountId: next.id, clientId: details.params.client_id });
      consent.addOIDCScope(details.prompt.details.missingOIDCScope?.join(' ') || 'openid email');
      if (details.prompt.details.missingOIDCClaims) consent.addOIDCClaims(details.prompt.details.missingOIDCClaims);
      const grantId = await consent.save();
      await provider.interactionFinished(req, res, { login: { accountId: next.id }, consent: { grantId } }, { mergeWithLastSubmission: false });
    })().catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    signInAs(account) {
      next = account;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
