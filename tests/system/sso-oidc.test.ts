// Staff single sign-on against a real OpenID Connect provider (oidc-provider on 127.0.0.1), the
// portal listening on a socket, and a "browser" made of fetch with manual redirects and a cookie
// jar per host: the happy path and every refusal — an email that is not staff, an unverified
// email, another provider's answer, a provider that is not the configured issuer, an expired ID
// token, a nonce that does not match, a replayed or carried-over state, a cancelled sign-in — and
// the ssoRequiredForStaff setting closing the email-code sign-in to staff.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type OidcConfig } from '../../server/src/config';
import { auditLog, staffInvitations, users } from '../../server/src/db/schema';
import { createOidcClient, OidcFailure, type OidcClient } from '../../server/src/infra/oidc/oidc-client';
import { putSetting } from '../../server/src/services/settings/settings';
import { anonymousSession, callOp, startTestApp, type TestApp } from '../contract/harness';
import { freePort } from '../free-port';
import { startTestProvider, type TestProvider } from './oidc-test-provider';

const CLIENT = { clientId: 'src-portal', clientSecret: 'portal-client-secret-for-tests' };

let t: TestApp;
let base = '';
let oidcConfig: OidcConfig;
let providerA: TestProvider;
let providerB: TestProvider;
/** The client the app uses now (a test may swap in a misconfigured one), and what it refused. */
let current: OidcClient;
const failures: OidcFailure[] = [];
const recording: OidcClient = {
  authorizationUrl: (attempt) => current.authorizationUrl(attempt),
  async finish(url, attempt) {
    try {
      return await current.finish(url, attempt);
    } catch (err) {
      if (err instanceof OidcFailure) failures.push(err);
      throw err;
    }
  },
};

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const redirectUri = `${base}/v2/api/sso/callback`;
  providerA = await startTestProvider({ ...CLIENT, redirectUri });
  providerB = await startTestProvider({ ...CLIENT, redirectUri });
  const env = { PUBLIC_URL: base, OIDC_ISSUER: providerA.issuer, OIDC_CLIENT_ID: CLIENT.clientId, OIDC_CLIENT_SECRET: CLIENT.clientSecret, OIDC_NAME: '测试身份源' };
  oidcConfig = loadConfig({ NODE_ENV: 'test', ...env }).oidc!;
  current = createOidcClient(oidcConfig);
  t = await startTestApp(env, { oidc: recording });
  await t.app.listen({ host: '127.0.0.1', port });
});
afterAll(async () => {
  await t?.close();
  await providerA?.close();
  await providerB?.close();
});
beforeEach(async () => {
  current = createOidcClient(oidcConfig);
  failures.length = 0;
  await putSetting(t.db, 'ssoAllowedDomains', []);
  await putSetting(t.db, 'ssoRequiredForStaff', false);
});

/** A browser: one cookie jar per host, redirects followed by hand. */
class Browser {
  private jars = new Map<string, Map<string, string>>();

  cookie(host: string, name: string): string | undefined {
    return this.jars.get(host)?.get(name);
  }

  async get(address: string | URL): Promise<Response> {
    const url = new URL(address);
    const jar = this.jars.get(url.host) ?? new Map<string, string>();
    this.jars.set(url.host, jar);
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const gone = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (gone) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }

  /** Follows redirects from `address` until one leads to an address `stop` accepts; returns that address. */
  async follow(address: string | URL, stop: (url: URL) => boolean): Promise<URL> {
    let url = new URL(address);
    for (let hops = 0; hops < 10; hops++) {
      const res = await this.get(url);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) throw new Error(`${url.href} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      url = new URL(location, url);
      if (stop(url)) return url;
    }
    throw new Error('too many redirects');
  }
}

const isCallback = (url: URL) => url.href.startsWith(`${base}/v2/api/sso/callback`);

/** startSso's answer: a redirect to the provider (or to the gate, with the failure header). */
async function start(browser: Browser, lang: 'zh' | 'en' = 'zh') {
  const res = await browser.get(`${base}/v2/api/sso/start?language=${lang}`);
  expect(res.status).toBe(302);
  return { location: new URL(res.headers.get('location')!, base), failure: res.headers.get('x-sso-failure') };
}

/** The callback's answer: where it sends the browser and why, if it refused. */
async function callback(browser: Browser, url: URL) {
  const res = await browser.get(url);
  expect(res.status).toBe(302);
  return { location: res.headers.get('location'), failure: res.headers.get('x-sso-failure') };
}

/** A whole sign-on as `account` in a new browser; `tamper` changes the request to the provider. */
async function signOn(account: { id: string; email: string; emailVerified?: boolean }, opts: { lang?: 'zh' | 'en'; tamper?: (auth: URL) => URL; provider?: TestProvider } = {}) {
  const browser = new Browser();
  const started = await start(browser, opts.lang);
  expect(started.failure).toBeNull();
  expect(started.location.origin).toBe(providerA.issuer);
  (opts.provider ?? providerA).signInAs({ emailVerified: true, ...account });
  const callbackUrl = await browser.follow(opts.tamper ? opts.tamper(started.location) : started.location, isCallback);
  const sidBefore = browser.cookie(new URL(base).host, 'src_sid');
  const result = await callback(browser, callbackUrl);
  return { browser, callbackUrl, sidBefore, ...result };
}

async function sessionOf(browser: Browser) {
  const res = await browser.get(`${base}/v2/api/info?language=zh`);
  return (await res.json()) as { retcode: number; retdata: { info?: { userId: number; role: string } } };
}

describe('staff single sign-on against a real provider', () => {
  it('tells the site that SSO is on and the name of its button', async () => {
    const res = await callOp(t.app, 'getSsoConfig');
    expect(res.json.retdata).toEqual({ enabled: true, name: '测试身份源' });
  });

  it('signs an existing staff account in: a rotated session that is staff, then the console', async () => {
    const id = await t.createUser({ email: 'lead@corp.example', role: 'staff' });
    const done = await signOn({ id: 'lead', email: 'Lead@Corp.example' });
    expect(done.failure).toBeNull();
    expect(done.location).toBe('/v2/admin/?language=zh');
    const sid = done.browser.cookie(new URL(base).host, 'src_sid');
    expect(sid).toBeDefined();
    expect(sid).not.toBe(done.sidBefore);
    const session = await sessionOf(done.browser);
    expect(session.retcode).toBe(0);
    expect(session.retdata.info).toMatchObject({ userId: id, role: 'staff' });
    // The anonymous session the sign-on started in is gone (rotated, not upgraded).
    const old = await fetch(`${base}/v2/api/info?language=zh`, { headers: { cookie: `src_sid=${done.sidBefore}` } });
    expect(((await old.json()) as { retcode: number }).retcode).toBe(4004);
  });

  it('refuses a replayed state: the second callback with the same state goes to the gate', async () => {
    await t.createUser({ email: 'replay@corp.example', role: 'staff' });
    const done = await signOn({ id: 'replay', email: 'replay@corp.example' });
    expect(done.failure).toBeNull();
    const again = await callback(done.browser, done.callbackUrl);
    expect(again).toEqual({ location: '/v2/admin/?language=zh&ssoError=expired', failure: 'expired' });
  });

  it('refuses a state carried into another browser', async () => {
    await t.createUser({ email: 'carried@corp.example', role: 'staff' });
    const victim = new Browser();
    const started = await start(victim);
    providerA.signInAs({ id: 'carried', email: 'carried@corp.example', emailVerified: true });
    const callbackUrl = await victim.follow(started.location, isCallback);
    const other = new Browser();
    expect(await callback(other, callbackUrl)).toMatchObject({ failure: 'expired' });
    expect((await sessionOf(other)).retcode).toBe(4004);
  });

  it('makes a staff account with the default role for a new email of an allowed domain', async () => {
    await putSetting(t.db, 'ssoAllowedDomains', ['newhires.example']);
    await putSetting(t.db, 'ssoDefaultRole', 'triager');
    const done = await signOn({ id: 'hire', email: 'new.hire@newhires.example' });
    expect(done.failure).toBeNull();
    const [row] = await t.db.select().from(users).where(eq(users.email, 'new.hire@newhires.example'));
    expect(row).toMatchObject({ role: 'staff', staffRoles: ['triager'], nickname: 'new.hire' });
    expect((await sessionOf(done.browser)).retdata.info).toMatchObject({ userId: row!.id, role: 'staff' });
  });

  it('lets an invited email join by single sign-on with the invitation’s roles, from any domain, once', async () => {
    const [invitation] = await t.db
      .insert(staffInvitations)
      .values({ email: 'guest@partner.example', roles: ['editor', 'viewer'], invitedByName: 'Boss', expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const researcher = await t.createUser({ email: 'invited.researcher@partner.example' });
    await t.db.insert(staffInvitations).values({ email: 'invited.researcher@partner.example', roles: ['triager'], invitedByName: 'Boss', expiresAt: new Date(Date.now() + 86_400_000) });

    const guest = await signOn({ id: 'guest', email: 'guest@partner.example' });
    expect(guest.failure).toBeNull();
    expect((await sessionOf(guest.browser)).retdata.info).toMatchObject({ role: 'staff', staffRoles: ['editor', 'viewer'] });
    const [used] = await t.db.select().from(staffInvitations).where(eq(staffInvitations.id, invitation!.id));
    expect(used!.usedAt).not.toBeNull();
    // The staff sign-in is in the audit log, like an email-code one.
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorEmail, 'guest@partner.example'));
    expect(entries.map((e) => e.action)).toEqual(['auth.signIn']);

    // An existing researcher account with an invitation joins too.
    const joined = await signOn({ id: 'invited-researcher', email: 'invited.researcher@partner.example' });
    expect(joined.failure).toBeNull();
    const [row] = await t.db.select().from(users).where(eq(users.id, researcher));
    expect(row).toMatchObject({ role: 'staff', staffRoles: ['triager'] });
  });

  it('refuses an email of a domain not allowed, and a researcher of an allowed one (researchers never use SSO)', async () => {
    await putSetting(t.db, 'ssoAllowedDomains', ['newhires.example']);
    const stranger = await signOn({ id: 'stranger', email: 'someone@elsewhere.example' }, { lang: 'en' });
    expect(stranger).toMatchObject({ failure: 'notStaff', location: '/v2/admin/?language=en&ssoError=notStaff' });
    expect(await t.db.select().from(users).where(eq(users.email, 'someone@elsewhere.example'))).toEqual([]);
    const researcher = await t.createUser({ email: 'hacker@newhires.example' });
    const refused = await signOn({ id: 'hacker', email: 'hacker@newhires.example' });
    expect(refused.failure).toBe('notStaff');
    expect((await sessionOf(refused.browser)).retcode).toBe(4004);
    const [row] = await t.db.select().from(users).where(eq(users.id, researcher));
    expect(row!.role).toBe('researcher');
  });

  it('refuses an email the provider has not verified, even of a staff account', async () => {
    await t.createUser({ email: 'unverified@corp.example', role: 'staff' });
    const done = await signOn({ id: 'unverified', email: 'unverified@corp.example', emailVerified: false });
    expect(done.failure).toBe('emailUnverified');
    expect((await sessionOf(done.browser)).retcode).toBe(4004);
  });

  it("refuses another provider's answer (the issuer is not the configured one)", async () => {
    await t.createUser({ email: 'mixup@corp.example', role: 'staff' });
    // The same request, sent to a second provider that knows the same client.
    const toB = (auth: URL) => new URL(auth.pathname + auth.search, providerB.issuer);
    const done = await signOn({ id: 'mixup', email: 'mixup@corp.example' }, { tamper: toB, provider: providerB });
    expect(done.callbackUrl.searchParams.get('iss')).toBe(providerB.issuer);
    expect(done.failure).toBe('invalidResponse');
    expect(failures.map((f) => f.detail).join('\n')).toMatch(/"iss"/);
    expect((await sessionOf(done.browser)).retcode).toBe(4004);
  });

  it('refuses to start with a provider whose discovery names another issuer than OIDC_ISSUER', async () => {
    current = createOidcClient({ ...oidcConfig, issuer: providerA.issuer.replace('127.0.0.1', 'localhost') });
    const started = await start(new Browser());
    expect(started.failure).toBe('unavailable');
    expect(started.location.pathname + started.location.search).toBe('/v2/admin/?language=zh&ssoError=unavailable');
  });

  it('refuses an expired ID token (the client clock two hours ahead of the provider)', async () => {
    await t.createUser({ email: 'late@corp.example', role: 'staff' });
    current = createOidcClient({ ...oidcConfig, clockSkewS: 2 * 3600 });
    const done = await signOn({ id: 'late', email: 'late@corp.example' });
    expect(done.failure).toBe('invalidResponse');
    expect(failures.map((f) => f.detail).join('\n')).toMatch(/"exp"/);
    expect((await sessionOf(done.browser)).retcode).toBe(4004);
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    await t.createUser({ email: 'nonce@corp.example', role: 'staff' });
    const otherNonce = (auth: URL) => {
      const url = new URL(auth);
      url.searchParams.set('nonce', 'a-nonce-this-sign-on-never-sent');
      return url;
    };
    const done = await signOn({ id: 'nonce', email: 'nonce@corp.example' }, { tamper: otherNonce });
    expect(done.failure).toBe('invalidResponse');
    expect(failures.map((f) => f.detail).join('\n')).toMatch(/"nonce"/);
    expect((await sessionOf(done.browser)).retcode).toBe(4004);
  });

  it('sends a sign-in the provider refused (no interaction allowed) to the gate as denied', async () => {
    const browser = new Browser();
    const started = await start(browser);
    started.location.searchParams.set('prompt', 'none');
    const callbackUrl = await browser.follow(started.location, isCallback);
    expect(callbackUrl.searchParams.get('error')).toBe('login_required');
    expect(await callback(browser, callbackUrl)).toMatchObject({ failure: 'denied' });
  });
});

describe('ssoRequiredForStaff', () => {
  const lastCode = (email: string) => /\b(\d{6})\b/.exec(fs.readFileSync(path.join(t.dataDir, 'outbox.log'), 'utf8').split(email).at(-1) ?? '')?.[1] ?? '';
  async function emailSignIn(email: string) {
    const anon = await anonymousSession(t.app);
    expect((await callOp(t.app, 'sendLoginCode', { ...anon, form: { email } })).json.retcode).toBe(0);
    return callOp(t.app, 'emailLogin', { ...anon, form: { email, code: lastCode(email) } });
  }

  it('closes the email-code sign-in to staff (4009) while SSO is configured; researchers still sign in', async () => {
    // One address each: a second code to the same address would wait for the resend delay.
    await t.createUser({ email: 'ops@corp.example', role: 'staff' });
    await t.createUser({ email: 'oncall@corp.example', role: 'staff' });
    expect((await emailSignIn('ops@corp.example')).json.retcode).toBe(0);
    await putSetting(t.db, 'ssoRequiredForStaff', true);
    const refused = await emailSignIn('oncall@corp.example');
    expect(refused.json).toMatchObject({ retcode: 4009, retmsg: '工作人员账号须使用单点登录：请在管理后台点击“使用单点登录”' });
    expect(refused.cookies.find((c) => c.name === 'src_sid')).toBeUndefined();
    expect((await emailSignIn('visitor@researchers.example')).json.retcode).toBe(0);
  });
});
