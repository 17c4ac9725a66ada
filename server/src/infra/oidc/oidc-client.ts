// The OpenID Connect provider of staff single sign-on, through openid-client: the authorization
// code flow with PKCE (S256), state and nonce. The library checks what the provider answers (the
// issuer of the discovery document and of the ID token, the `iss` of the authorization response,
// the audience, the signature, the expiry, the nonce); this adapter only says which kind of
// failure it was, so the caller can show a reason without the library's wording.
import type * as Openid from 'openid-client';

// Loaded at the first sign-on, not at start-up: most servers run without single sign-on.
let library: Promise<typeof Openid> | undefined;
const loadOpenid = () => (library ??= import('openid-client'));

export interface OidcClientOptions {
  /** The issuer identifier (OIDC_ISSUER): discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The callback address registered with the provider. */
  redirectUri: string;
  /** Seconds the client's assumed time is ahead of this machine's clock (openid-client's clockSkew): 0 but in tests. */
  clockSkewS?: number;
  /** Milliseconds each request to the provider may take (default 10 s). */
  timeoutMs?: number;
}

/** What startSso keeps for the callback: the values sent to the provider and the PKCE verifier. */
export interface OidcAttempt {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who the provider says signed in. */
export interface OidcIdentity {
  subject: string;
  email: string | null;
  /** True only when the provider says `email_verified: true`. */
  emailVerified: boolean;
}

/**
 * Why a sign-on failed: the provider could not be reached or its discovery document is not for
 * the configured issuer (`unavailable`), it refused or the user cancelled (`denied`), or its answer
 * failed a check (`invalidResponse`). `detail` is for the log only.
 */
export class OidcFailure extends Error {
  constructor(
    readonly kind: 'unavailable' | 'denied' | 'invalidResponse',
    readonly detail: string,
  ) {
    super(`${kind}: ${detail}`);
    this.name = 'OidcFailure';
  }
}

export interface OidcClient {
  /** The provider's authorization address for one sign-on (discovering the provider at first use). */
  authorizationUrl(attempt: OidcAttempt): Promise<URL>;
  /** Exchanges the code of the provider's redirect (`callbackUrl`, with its query) and checks the ID token. */
  finish(callbackUrl: URL, attempt: OidcAttempt): Promise<OidcIdentity>;
}

const isLoopbackHttp = (url: URL) => url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

function describe(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    const cause = err.cause instanceof Error ? ` (${err.cause.message})` : '';
    return `${typeof code === 'string' ? `${code}: ` : ''}${err.message}${cause}`;
  }
  return String(err);
}

/** A failure to reach the provider, as opposed to an answer that failed a check. */
function isNetworkError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return true;
  // fetch rejects with a TypeError ("fetch failed") whose cause is the socket's error.
  return err instanceof TypeError && err.message === 'fetch failed';
}

export function createOidcClient(opts: OidcClientOptions): OidcClient {
  const issuer = new URL(opts.issuer);
  let discovered: Promise<Openid.Configuration> | undefined;

  /**
   * Discovery once, at first use, kept for the life of the process; a failed one is not kept, so
   * a provider that was down is asked again at the next sign-on.
   */
  function configuration(): Promise<Openid.Configuration> {
    discovered ??= (async () => {
      const openid = await loadOpenid();
      const metadata = { client_secret: opts.clientSecret, [openid.clockSkew]: opts.clockSkewS ?? 0 };
      // Plain HTTP only to a provider on this machine (config.ts refuses it elsewhere).
      const options = { timeout: (opts.timeoutMs ?? 10_000) / 1000, ...(isLoopbackHttp(issuer) ? { execute: [openid.allowInsecureRequests] } : {}) };
      const config = await openid.discovery(issuer, opts.clientId, metadata, undefined, options);
      // The client authenticates as the provider prefers: HTTP Basic (OpenID Connect's default) unless it lists only the form.
      const methods = config.serverMetadata().token_endpoint_auth_methods_supported;
      const auth =
        methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')
          ? openid.ClientSecretPost(opts.clientSecret)
          : openid.ClientSecretBasic(opts.clientSecret);
      const withAuth = new openid.Configuration(config.serverMetadata(), opts.clientId, metadata, auth);
      withAuth.timeout = config.timeout;
      if (isLoopbackHttp(issuer)) openid.allowInsecureRequests(withAuth);
      return withAuth;
    })().catch((err: unknown) => {
      discovered = undefined;
      throw new OidcFailure('unavailable', describe(err));
    });
    return discovered;
  }

  return {
    async authorizationUrl(attempt) {
      const config = await configuration();
      const openid = await loadOpenid();
      return openid.buildAuthorizationUrl(config, {
        redirect_uri: opts.redirectUri,
        scope: 'openid email',
        response_type: 'code',
        code_challenge: await openid.calculatePKCECodeChallenge(attempt.codeVerifier),
        code_challenge_method: 'S256',
        state: attempt.state,
        nonce: attempt.nonce,
      });
    },

    async finish(callbackUrl, attempt) {
      const config = await configuration();
      const openid = await loadOpenid();
      try {
        const tokens = await openid.authorizationCodeGrant(
          config,
          callbackUrl,
          { pkceCodeVerifier: attempt.codeVerifier, expectedState: attempt.state, expectedNonce: attempt.nonce, idTokenExpected: true },
          { redirect_uri: opts.redirectUri },
        );
        const claims = tokens.claims();
        if (!claims) throw new OidcFailure('invalidResponse', 'no ID token');
        let email = claims.email;
        let verified = claims.email_verified;
        // A provider may keep the email out of the ID token and answer it at the userinfo endpoint
        // (checked to be about the same subject).
        if (email === undefined) {
          const info = await openid.fetchUserInfo(config, tokens.access_token, claims.sub);
          email = info.email;
          verified = info.email_verified;
        }
        return { subject: claims.sub, email: typeof email === 'string' ? email : null, emailVerified: verified === true };
      } catch (err) {
        if (err instanceof OidcFailure) throw err;
        if (err instanceof openid.AuthorizationResponseError) throw new OidcFailure('denied', describe(err));
        if (isNetworkError(err)) throw new OidcFailure('unavailable', describe(err));
        throw new OidcFailure('invalidResponse', describe(err));
      }
    },
  };
}
