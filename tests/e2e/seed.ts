// The browser tests' data, made through the portal's API with the contract's typed client
// (openapi-fetch over generated/api.d.ts), the way the site calls it: a cookie jar holding the
// session, the CSRF header (the token getInfo hands out) on every change, form-encoded bodies and
// the `language` value on every request. Each spec makes the accounts and objects it acts on, so no
// spec depends on another one's rows or on the order files run in, and no two workers ever act on the
// same object.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../generated/api';
import { CAPTCHA, E2E_DATA_DIR, E2E_PORT } from './env';

export type Lang = 'zh' | 'en';
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The demo's accounts (docs/product.md, "Demo"). */
export const STAFF_EMAIL = 'admin@demo.src';
export const DEMO_RESEARCHER_EMAIL = 'researcher@demo.src';

/** Where the setup project keeps the signed-in browser states (in the server's data folder: new each run). */
export const STATE_DIR = path.join(E2E_DATA_DIR, 'states');
export const STAFF_STATE = path.join(STATE_DIR, 'staff.json');
export const DEMO_RESEARCHER_STATE = path.join(STATE_DIR, 'demo-researcher.json');

/** A browser state as Playwright's `storageState` option takes it. */
export interface StorageState {
  cookies: { name: string; value: string; domain: string; path: string; expires: number; httpOnly: boolean; secure: boolean; sameSite: 'Strict' | 'Lax' | 'None' }[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

type Envelope = { retcode: number; retmsg: string; retdata: unknown };
/** What an operation answers on success (retcode 0): its retdata. */
export type OkData<T> = T extends { retcode: 0; retdata?: infer D } ? Exclude<D, undefined> : never;

/** The retdata of a call that must succeed; anything else throws with the retcode and message. */
export async function ok<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<OkData<T>> {
  const { data, error, response } = await call;
  const envelope = (data ?? error) as Envelope | undefined;
  if (envelope?.retcode !== 0) throw new Error(`${response.url}: HTTP ${response.status} ${envelope ? `${envelope.retcode} ${envelope.retmsg}` : 'no envelope'}`);
  return envelope.retdata as OkData<T>;
}

/** Form encoding of a body, as the site sends it: arrays as repeated keys, absent values left out. */
function formBody(body: unknown): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) form.append(key, String(item));
  }
  return form.toString();
}

const OUTBOX = () => path.join(E2E_DATA_DIR, 'outbox.log');

/** Bytes in the outbox now: read codes after this offset. */
export function outboxSize(): number {
  return fs.existsSync(OUTBOX()) ? fs.statSync(OUTBOX()).size : 0;
}

/**
 * The newest code sent to `to` (an email or a phone) after offset `after`. The server appends the
 * line before it answers the request that sent the code, so it is there once that answer is in.
 */
export function codeFromOutbox(to: string, after = 0): string {
  const text = fs.existsSync(OUTBOX()) ? fs.readFileSync(OUTBOX(), 'utf8').slice(after) : '';
  const line = text
    .split('\n')
    .filter((l) => l.includes(` to=${to} `))
    .at(-1);
  const code = line ? /code=(\d{6})\b/.exec(line)?.[1] : undefined;
  if (!code) throw new Error(`no code for ${to} in ${OUTBOX()}`);
  return code;
}

let counter = 0;
/** A tag no other test of this run uses (time, process, counter): for emails, names and titles. */
export function uniqueTag(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** A mainland mobile number made from `tag` (a unique tag gives a number no other account holds). */
export function phoneFor(tag: string): string {
  const digits = String(crypto.createHash('sha256').update(tag).digest().readUInt32BE(0) % 100_000_000).padStart(8, '0');
  return `+86139${digits}`;
}

/** One API session: its own cookie jar and CSRF token, typed calls through `client`. */
export class ApiSession {
  readonly client: Client<paths>;
  private readonly jar = new Map<string, string>();
  private token: string | null = null;
  userId: number | null = null;

  constructor(readonly lang: Lang = 'zh') {
    this.client = createClient<paths>({
      baseUrl: BASE_URL,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      bodySerializer: formBody,
      fetch: (request) => this.send(request),
    });
    this.client.use({
      onRequest: ({ request }) => {
        const url = new URL(request.url);
        if (!url.searchParams.has('language')) url.searchParams.set('language', this.lang);
        const next = new Request(url, request);
        if (request.method !== 'GET' && this.token) next.headers.set('X-CSRF-Token', this.token);
        return next;
      },
    });
  }

  private async send(request: Request): Promise<Response> {
    if (this.jar.size > 0) request.headers.set('Cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    if (response.headers.get('Content-Type')?.includes('application/json')) {
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { retdata?: { token?: unknown } } | null;
      if (typeof body?.retdata?.token === 'string') this.token = body.retdata.token;
    }
    return response;
  }

  /** getInfo: the CSRF token (signed in or not) and, signed in, the user's id. */
  async refresh(): Promise<void> {
    const { data } = await this.client.GET('/v2/api/info');
    this.userId = data?.retcode === 0 ? (data.retdata?.info.userId ?? null) : null;
  }

  /** Signs `email` in with a mailed code (the account is created at its first sign-in). */
  async signIn(email: string): Promise<this> {
    await this.refresh();
    const before = outboxSize();
    await ok(this.client.POST('/v2/api/send/code', { body: { email } }));
    await ok(this.client.POST('/v2/api/email/login', { body: { email, code: codeFromOutbox(email, before) } }));
    // Signing in replaced the session and its CSRF token.
    await this.refresh();
    if (this.userId === null) throw new Error(`${email} is not signed in after the code`);
    return this;
  }

  /** Binds `phone` with a code from the outbox (a new account has none; reports need one). */
  async bindPhone(phone: string): Promise<void> {
    const before = outboxSize();
    await ok(this.client.POST('/v2/api/my/phone/code', { body: { phone } }));
    await ok(this.client.POST('/v2/api/my/phone', { body: { phone, code: codeFromOutbox(phone, before) } }));
  }

  /** The session as a browser state: a context made with it is signed in as this account. */
  storageState(): StorageState {
    return {
      cookies: [...this.jar].map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' as const })),
      origins: [],
    };
  }

  saveState(file: string): void {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(this.storageState()));
  }

  /** A session from a browser state saved by the setup project (the same account, no new code). */
  static async fromState(file: string, lang: Lang = 'zh'): Promise<ApiSession> {
    const api = new ApiSession(lang);
    for (const c of (JSON.parse(fs.readFileSync(file, 'utf8')) as StorageState).cookies) api.jar.set(c.name, c.value);
    await api.refresh();
    if (api.userId === null) throw new Error(`the session saved in ${file} is no longer signed in`);
    return api;
  }
}

/** Staff (the demo's admin) through the session the setup project signed in. */
export function staffApi(lang: Lang = 'zh'): Promise<ApiSession> {
  return ApiSession.fromState(STAFF_STATE, lang);
}

export interface Researcher {
  api: ApiSession;
  id: number;
  email: string;
  /** The bound phone, or null. */
  phone: string | null;
  /** Its browser state, for `browser.newContext({ storageState })` or `test.use`. */
  state: StorageState;
}

/**
 * A new researcher, signed in through the API: a fresh email (`prefix` names the spec), optionally
 * a bound phone (reports need one) and a nickname; `lang` is the language its API calls carry (a
 * report keeps the language it was sent in: the server words its notes on the report in it).
 */
export async function newResearcher(prefix: string, { phone = true, nickname, lang = 'zh' }: { phone?: boolean; nickname?: string; lang?: Lang } = {}): Promise<Researcher> {
  const tag = uniqueTag(prefix);
  const email = `${tag}@example.com`;
  const api = await new ApiSession(lang).signIn(email);
  const number = phone ? phoneFor(tag) : null;
  if (number) await api.bindPhone(number);
  if (nickname) await ok(api.client.POST('/v2/api/my/profile', { body: { nickname } }));
  return { api, id: api.userId!, email, phone: number, state: api.storageState() };
}

/** The first main type with sub-types (not the app form, 10) and its first sub-type. */
type BugForm = paths['/v2/api/bug']['post']['requestBody']['content']['application/x-www-form-urlencoded'];
export async function reportType(api: ApiSession): Promise<Pick<BugForm, 'mainType' | 'subType'>> {
  const { types } = await ok(api.client.GET('/v2/api/bug-type'));
  const main = types.find((t) => t.child.length > 0 && t.id !== 10);
  if (!main) throw new Error('no report type with sub-types');
  return { mainType: main.id as BugForm['mainType'], subType: main.child[0]!.id };
}

/** Submits a report as `api`'s researcher (a bound phone needed) and returns its id. */
export async function submitReport(
  api: ApiSession,
  report: { name: string; detail?: string; link?: string; level?: 1 | 2 | 3 | 4; activityId?: number; cvssVector?: string },
): Promise<number> {
  // The captcha is the test server's fixed answer, held by the session once an image was asked for.
  await api.client.GET('/v2/api/captcha/graph', { parseAs: 'blob' });
  const { id } = await ok(
    api.client.POST('/v2/api/bug', {
      body: {
        name: report.name,
        level: report.level ?? 2,
        ...(await reportType(api)),
        link: report.link ?? 'https://app.example.com/e2e',
        detail: report.detail ?? `<p>${report.name}</p>`,
        captcha: CAPTCHA,
        harmfulResults: 11,
        activityId: report.activityId,
        cvssVector: report.cvssVector,
      },
    }),
  );
  return id;
}

/** Staff move a report on (start, confirm with a level and coins, finish, …). */
export async function actOnReport(
  staff: ApiSession,
  id: number,
  form: paths['/v2/admin/api/bug/{id}/action']['post']['requestBody']['content']['application/x-www-form-urlencoded'],
): Promise<void> {
  await ok(staff.client.POST('/v2/admin/api/bug/{id}/action', { params: { path: { id } }, body: form }));
}

/** Staff start and confirm a new report (a level and base coins): it is then confirmed (30). */
export async function confirmReport(staff: ApiSession, id: number, baseCoins = 1): Promise<void> {
  await actOnReport(staff, id, { action: 'update@start' });
  await actOnReport(staff, id, { action: 'update@confirm', level: 1, baseCoins });
}

/** Staff add (or take) coins on a researcher's ledger. */
export async function giveCoins(staff: ApiSession, userId: number, amount: number, reason: string): Promise<void> {
  await ok(staff.client.POST('/v2/admin/api/user/{id}/coins', { params: { path: { id: userId } }, body: { amount, reason } }));
}

/** Makes an account staff (its sessions take the role at once) or a researcher again. */
export async function setRole(staff: ApiSession, userId: number, role: 'staff' | 'researcher'): Promise<void> {
  await ok(staff.client.POST('/v2/admin/api/user/{id}/role', { params: { path: { id: userId } }, body: { role } }));
}
