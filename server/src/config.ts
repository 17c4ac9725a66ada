// Configuration from the environment. Invalid values stop start-up with a message naming the variable.
import net from 'node:net';
import path from 'node:path';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from './db/pglite-memory';
import { ConfigError } from './config-error';
import { parseS3Url, type S3Config } from './s3-config';
import { standardsConfig, type StandardsConfig } from './standards-config';
import { ledgerSigningKey } from './ledger-key-config';
import type { KeyObject } from 'node:crypto';
import { MAX_PER_IP } from './services/session/verification-codes';

export { ConfigError } from './config-error';
export type { S3Config } from './s3-config';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The HTTP SMS gateway phone codes are posted to (SMS_URL), and its bearer token (SMS_TOKEN). */
  smsUrl: string | undefined;
  smsToken: string | undefined;
  publicUrl: string;
  /** Where staff are sent from the public site: the staff console (intranet version) of the portal. */
  intranetUrl: string;
  /** The messaging-app (WeChat) account's address the footer's QR code opens (WECHAT_URL). */
  wechatUrl: string;
  env: 'development' | 'production' | 'test';
  captchaTestAnswer: string | undefined;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (client IPs for rate limits). */
  trustProxy: false | number | string[];
  /** Bytes of uploads one account may keep (UPLOAD_QUOTA_BYTES). */
  uploadQuotaBytes: number;
  /** Bytes every account's uploads together may keep (UPLOAD_TOTAL_BYTES). */
  uploadTotalBytes: number;
  /** Free bytes the disk under DATA_DIR must keep: uploads stop before it (UPLOAD_MIN_FREE_BYTES). */
  uploadMinFreeBytes: number;
  /** Uploads one account may have in progress at once (UPLOAD_CONCURRENCY). */
  uploadConcurrency: number;
  /** The embedded database's shared buffers in MB (PGLITE_SHARED_BUFFERS_MB); unused on PostgreSQL. */
  pgliteSharedBuffersMb: number;
  /** Sign-in and binding codes one client address may be sent per hour (a shared office NAT needs more). */
  codesPerIpPerHour: number;
  /**
   * Multiplies every operation's per-minute limit (sign-in, captcha, uploads, the hint, SSO) for
   * clients that share one address (RATE_LIMIT_FACTOR): an office behind a NAT, a test run.
   */
  rateLimitFactor: number;
  /** New accounts one client address may open per hour and per day (SIGNUPS_PER_IP_PER_HOUR, SIGNUPS_PER_IP_PER_DAY). */
  signupsPerIpPerHour: number;
  signupsPerIpPerDay: number;
  /** The log's level (LOG_LEVEL): info by default, warn under NODE_ENV=test. */
  logLevel: LogLevel;
  /** Object storage for uploads (S3_URL, credentials from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY); DATA_DIR/files when unset. */
  s3: S3Config | undefined;
  /**
   * Addresses or CIDR ranges webhook endpoints may resolve to beyond public ones
   * (WEBHOOK_ALLOW_PRIVATE, comma-separated; empty: public addresses only).
   */
  webhookAllowPrivate: string[];
  /**
   * Addresses or CIDR ranges the editor's remote-image catcher may fetch from besides public ones
   * (REMOTE_IMAGE_TEST_ALLOW, comma-separated): only with NODE_ENV=test, for the browser tests'
   * loopback image server. Production keeps the public-only guard.
   */
  remoteImageTestAllow: string[];
  /** Staff single sign-on by OpenID Connect (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME); off when unset. */
  oidc: OidcConfig | undefined;
  /** The Prometheus metrics on a port of their own on 127.0.0.1 (METRICS_PORT); off when unset. */
  metricsPort: number | undefined;
  /** The bearer token that opens /metrics on the main port (METRICS_TOKEN); off when unset. */
  metricsToken: string | undefined;
  /** security.txt, CSAF and CVE drafts (standards-config.ts). */
  standards: StandardsConfig;
  /** The Ed25519 key that signs statements and the monthly prize's inputs (LEDGER_SIGNING_KEY); made and kept in the database when unset. */
  ledgerSigningKey: KeyObject | undefined;
}

export interface OidcConfig {
  /** The provider's issuer identifier; its discovery document is read from `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button's label (the provider's name), when set. */
  name: string | null;
  /** The callback address to register with the provider: `<PUBLIC_URL>/v2/api/sso/callback`. */
  redirectUri: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function logLevel(raw: string | undefined, mode: string): LogLevel {
  if (raw === undefined || raw === '') return mode === 'test' ? 'warn' : 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return raw as LogLevel;
}

function port(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`PORT must be an integer 0–65535, got "${raw}"`);
  return n;
}

function url(name: string, raw: string | undefined, protocols: string[]): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
}

function trustProxy(raw: string | undefined): false | number | string[] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  const list = raw.split(',').map((s) => s.trim());
  // Addresses or CIDR ranges (or proxy-addr's names: loopback, linklocal, uniquelocal). Trusting
  // every proxy ('true') would let any client choose its IP and escape the per-IP limits.
  if (list.every((a) => /^(?:loopback|linklocal|uniquelocal|[\d.]+(?:\/\d{1,2})?|[\da-f:]+(?:\/\d{1,3})?)$/i.test(a))) return list;
  throw new ConfigError(`TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses, got "${raw}"`);
}

/** A whole number within [min, max], or the default when unset. */
function wholeNumber(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number ${min}–${max}, got "${raw}"`);
  }
  return n;
}

/** A bearer token goes into a header: printable ASCII without spaces, so it cannot split the header. */
function smsToken(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^[\x21-\x7e]{1,4096}$/.test(raw)) throw new ConfigError('SMS_TOKEN must be printable ASCII without spaces');
  return raw;
}

/** IP addresses or CIDR ranges (a.b.c.d/n, ipv6/n), comma-separated. */
function addressList(name: string, raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const list = raw.split(',').map((s) => s.trim());
  for (const item of list) {
    const [address = '', bits, extra] = item.split('/');
    const family = net.isIP(address);
    const max = family === 4 ? 32 : 128;
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
    if (family === 0 || !bitsOk || extra !== undefined) throw new ConfigError(`${name} must be a comma-separated list of IP addresses or CIDR ranges, got "${item}"`);
  }
  return list;
}

/** A port of its own for the metrics: never the main one (the metrics would answer there without a token). */
function metricsPort(raw: string | undefined, main: number): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > 65535) throw new ConfigError(`METRICS_PORT must be an integer 1–65535, got "${raw}"`);
  if (n === main) throw new ConfigError(`METRICS_PORT must differ from PORT (${main})`);
  return n;
}

/** A bearer secret: long enough not to be guessed, and header-safe (printable ASCII without spaces). */
function metricsToken(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^[\x21-\x7e]{24,512}$/.test(raw)) throw new ConfigError('METRICS_TOKEN must be 24–512 printable ASCII characters without spaces');
  return raw;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * All three of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET or none: half a configuration is a
 * mistake that would otherwise show only when a staff member presses the button.
 */
function oidc(env: NodeJS.ProcessEnv, publicUrl: string): OidcConfig | undefined {
  const names = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  const given = names.filter((name) => (env[name] ?? '') !== '');
  if (given.length === 0) {
    if (env.OIDC_NAME) throw new ConfigError('OIDC_NAME is set but OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are not');
    return undefined;
  }
  if (given.length < names.length) {
    throw new ConfigError(`OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together: ${names.filter((n) => !given.includes(n)).join(' and ')} missing`);
  }
  const issuer = url('OIDC_ISSUER', env.OIDC_ISSUER, ['https:', 'http:'])!;
  const parsed = new URL(issuer);
  // Tokens and the client secret travel to the issuer: plain HTTP only to this machine (development, tests).
  if (parsed.protocol === 'http:' && !LOOPBACK_HOSTS.has(parsed.hostname)) throw new ConfigError(`OIDC_ISSUER must use https: (http: only on localhost), got "${issuer}"`);
  if (parsed.search || parsed.hash) throw new ConfigError(`OIDC_ISSUER must have no query or fragment, got "${issuer}"`);
  const clientId = env.OIDC_CLIENT_ID!;
  const clientSecret = env.OIDC_CLIENT_SECRET!;
  if (!/^[\x21-\x7e]{1,500}$/.test(clientId)) throw new ConfigError('OIDC_CLIENT_ID must be 1–500 printable ASCII characters without spaces');
  if (!/^[\x21-\x7e]{1,500}$/.test(clientSecret)) throw new ConfigError('OIDC_CLIENT_SECRET must be 1–500 printable ASCII characters without spaces');
  const name = env.OIDC_NAME?.trim() || null;
  // The contract's SsoConfig.name: at most 40 characters, shown on a button.
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (name !== null && ([...name].length > 40 || /[\u0000-\u001f\u007f]/.test(name))) throw new ConfigError('OIDC_NAME must be at most 40 characters without control characters');
  return { issuer, clientId, clientSecret, name, redirectUri: `${publicUrl}/v2/api/sso/callback` };
}

const GIB = 1024 ** 3;
/** The messaging app's own site until an operator names the account (like the footer's other social links). */
export const DEFAULT_WECHAT_URL = 'https://weixin.qq.com/';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.NODE_ENV ?? 'development';
  if (mode !== 'development' && mode !== 'production' && mode !== 'test') {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${mode}"`);
  }
  const host = env.HOST || '127.0.0.1';
  if (!/^[\w.:-]+$/.test(host)) throw new ConfigError(`HOST is not a host name or address: "${host}"`);
  const p = port(env.PORT);
  const captchaTestAnswer = env.CAPTCHA_TEST_ANSWER || undefined;
  if (captchaTestAnswer !== undefined) {
    if (mode !== 'test') throw new ConfigError('CAPTCHA_TEST_ANSWER is only allowed when NODE_ENV=test');
    if (!/^[A-Za-z0-9]{4}$/.test(captchaTestAnswer)) throw new ConfigError('CAPTCHA_TEST_ANSWER must be 4 letters or digits');
  }
  const remoteImageTestAllow = addressList('REMOTE_IMAGE_TEST_ALLOW', env.REMOTE_IMAGE_TEST_ALLOW);
  if (remoteImageTestAllow.length > 0 && mode !== 'test') throw new ConfigError('REMOTE_IMAGE_TEST_ALLOW is only allowed when NODE_ENV=test');
  const publicUrl = (url('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:']) ?? `http://${host}:${p}`).replace(/\/$/, '');
  return {
    port: p,
    host,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    smtpUrl: url('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    smsUrl: url('SMS_URL', env.SMS_URL, ['http:', 'https:']),
    smsToken: smsToken(env.SMS_TOKEN),
    publicUrl,
    intranetUrl: url('INTRANET_URL', env.INTRANET_URL, ['http:', 'https:']) ?? `${publicUrl}/v2/admin/`,
    wechatUrl: url('WECHAT_URL', env.WECHAT_URL, ['http:', 'https:']) ?? DEFAULT_WECHAT_URL,
    env: mode,
    captchaTestAnswer,
    trustProxy: trustProxy(env.TRUST_PROXY),
    uploadQuotaBytes: wholeNumber('UPLOAD_QUOTA_BYTES', env.UPLOAD_QUOTA_BYTES, 2 * GIB, 0, Number.MAX_SAFE_INTEGER),
    uploadTotalBytes: wholeNumber('UPLOAD_TOTAL_BYTES', env.UPLOAD_TOTAL_BYTES, 100 * GIB, 0, Number.MAX_SAFE_INTEGER),
    uploadMinFreeBytes: wholeNumber('UPLOAD_MIN_FREE_BYTES', env.UPLOAD_MIN_FREE_BYTES, GIB, 0, Number.MAX_SAFE_INTEGER),
    uploadConcurrency: wholeNumber('UPLOAD_CONCURRENCY', env.UPLOAD_CONCURRENCY, 2, 1, 100),
    pgliteSharedBuffersMb: wholeNumber('PGLITE_SHARED_BUFFERS_MB', env.PGLITE_SHARED_BUFFERS_MB, DEFAULT_PGLITE_SHARED_BUFFERS_MB, 1, 16_384),
    codesPerIpPerHour: wholeNumber('CODES_PER_IP_PER_HOUR', env.CODES_PER_IP_PER_HOUR, MAX_PER_IP, 1, 100_000),
    rateLimitFactor: wholeNumber('RATE_LIMIT_FACTOR', env.RATE_LIMIT_FACTOR, 1, 1, 1_000),
    signupsPerIpPerHour: wholeNumber('SIGNUPS_PER_IP_PER_HOUR', env.SIGNUPS_PER_IP_PER_HOUR, 10, 1, 100_000),
    signupsPerIpPerDay: wholeNumber('SIGNUPS_PER_IP_PER_DAY', env.SIGNUPS_PER_IP_PER_DAY, 30, 1, 1_000_000),
    logLevel: logLevel(env.LOG_LEVEL, mode),
    s3: parseS3Url(env.S3_URL, env),
    webhookAllowPrivate: addressList('WEBHOOK_ALLOW_PRIVATE', env.WEBHOOK_ALLOW_PRIVATE),
    remoteImageTestAllow,
    oidc: oidc(env, publicUrl),
    metricsPort: metricsPort(env.METRICS_PORT, p),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    standards: standardsConfig(env, publicUrl),
    ledgerSigningKey: ledgerSigningKey(env.LEDGER_SIGNING_KEY),
  };
}
