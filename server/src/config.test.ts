import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('defaults to 127.0.0.1:8080, ./data and development', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ host: '127.0.0.1', port: 8080, env: 'development', publicUrl: 'http://127.0.0.1:8080' });
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ INTRANET_URL: 'javascript:alert(1)' }, 'INTRANET_URL'],
    [{ INTRANET_URL: 'not a url' }, 'INTRANET_URL'],
    [{ WECHAT_URL: 'javascript:alert(1)' }, 'WECHAT_URL'],
    [{ HOST: 'a b' }, 'HOST'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, evil host' }, 'TRUST_PROXY'],
    [{ CAPTCHA_TEST_ANSWER: 'abcd' }, 'CAPTCHA_TEST_ANSWER'],
    [{ CAPTCHA_TEST_ANSWER: 'abcd', NODE_ENV: 'production' }, 'CAPTCHA_TEST_ANSWER'],
    [{ UPLOAD_QUOTA_BYTES: '2G' }, 'UPLOAD_QUOTA_BYTES'],
    [{ UPLOAD_QUOTA_BYTES: '-1' }, 'UPLOAD_QUOTA_BYTES'],
    [{ UPLOAD_CONCURRENCY: '0' }, 'UPLOAD_CONCURRENCY'],
    [{ UPLOAD_CONCURRENCY: '1.5' }, 'UPLOAD_CONCURRENCY'],
    [{ CODES_PER_IP_PER_HOUR: '0' }, 'CODES_PER_IP_PER_HOUR'],
    [{ RATE_LIMIT_FACTOR: '0' }, 'RATE_LIMIT_FACTOR'],
    [{ RATE_LIMIT_FACTOR: '1001' }, 'RATE_LIMIT_FACTOR'],
    [{ UPLOAD_TOTAL_BYTES: '100G' }, 'UPLOAD_TOTAL_BYTES'],
    [{ UPLOAD_MIN_FREE_BYTES: '-1' }, 'UPLOAD_MIN_FREE_BYTES'],
    [{ SIGNUPS_PER_IP_PER_HOUR: '0' }, 'SIGNUPS_PER_IP_PER_HOUR'],
    [{ SIGNUPS_PER_IP_PER_DAY: 'many' }, 'SIGNUPS_PER_IP_PER_DAY'],
  ])('stops on %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('gives each account 2 GiB of uploads, 2 at a time, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ uploadQuotaBytes: 2 * 1024 ** 3, uploadConcurrency: 2 });
    expect(loadConfig({ UPLOAD_QUOTA_BYTES: '1000', UPLOAD_CONCURRENCY: '5' })).toMatchObject({ uploadQuotaBytes: 1000, uploadConcurrency: 5 });
    expect(loadConfig({}).pgliteSharedBuffersMb).toBe(16);
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '128' }).pgliteSharedBuffersMb).toBe(128);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
    expect(loadConfig({}).codesPerIpPerHour).toBe(20);
    expect(loadConfig({ CODES_PER_IP_PER_HOUR: '500' }).codesPerIpPerHour).toBe(500);
    expect([loadConfig({}).rateLimitFactor, loadConfig({ RATE_LIMIT_FACTOR: '10' }).rateLimitFactor]).toEqual([1, 10]);
  });

  it('keeps 100 GiB of uploads in all and 1 GiB of the disk free, and opens 10 accounts an hour, 30 a day, per address, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ uploadTotalBytes: 100 * 1024 ** 3, uploadMinFreeBytes: 1024 ** 3, signupsPerIpPerHour: 10, signupsPerIpPerDay: 30 });
    expect(loadConfig({ UPLOAD_TOTAL_BYTES: '5000', UPLOAD_MIN_FREE_BYTES: '0', SIGNUPS_PER_IP_PER_HOUR: '50', SIGNUPS_PER_IP_PER_DAY: '200' })).toMatchObject({
      uploadTotalBytes: 5000,
      uploadMinFreeBytes: 0,
      signupsPerIpPerHour: 50,
      signupsPerIpPerDay: 200,
    });
  });

  it('logs at info (warn under test) unless LOG_LEVEL says otherwise, and refuses an unknown level', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('warn');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }).logLevel).toBe('info');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL');
  });

  it('trusts no proxy by default, else a hop count or listed proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('serves no metrics unless METRICS_PORT or METRICS_TOKEN is set, and refuses a weak token or the main port', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: undefined, metricsToken: undefined });
    const token = 'm'.repeat(24);
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: token })).toMatchObject({ metricsPort: 9464, metricsToken: token });
    for (const bad of ['0', '8080', 'x', '70000']) expect(() => loadConfig({ METRICS_PORT: bad })).toThrow(/METRICS_PORT/);
    for (const bad of ['short', 'm'.repeat(23), `${token} x`]) expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(/METRICS_TOKEN/);
  });

  it('lets webhooks reach no private address unless WEBHOOK_ALLOW_PRIVATE lists addresses or ranges', () => {
    expect(loadConfig({}).webhookAllowPrivate).toEqual([]);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: '127.0.0.1, 10.20.0.0/16,fd00::/8' }).webhookAllowPrivate).toEqual(['127.0.0.1', '10.20.0.0/16', 'fd00::/8']);
    for (const bad of ['yes', '10.0.0.0/33', 'localhost', '10.0.0.0/8/1']) expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE: bad })).toThrow(/WEBHOOK_ALLOW_PRIVATE/);
  });

  it('widens the remote-image guard only in test mode, by REMOTE_IMAGE_TEST_ALLOW', () => {
    expect(loadConfig({}).remoteImageTestAllow).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test', REMOTE_IMAGE_TEST_ALLOW: '127.0.0.1' }).remoteImageTestAllow).toEqual(['127.0.0.1']);
    expect(() => loadConfig({ NODE_ENV: 'production', REMOTE_IMAGE_TEST_ALLOW: '127.0.0.1' })).toThrow('only allowed when NODE_ENV=test');
    expect(() => loadConfig({ REMOTE_IMAGE_TEST_ALLOW: '127.0.0.1' })).toThrow('only allowed when NODE_ENV=test');
  });

  it('allows a fixed captcha answer only in test mode', () => {
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_TEST_ANSWER: 'ab12' }).captchaTestAnswer).toBe('ab12');
  });

  it('keeps uploads in DATA_DIR/files unless S3_URL names an endpoint and bucket, with keys from the environment', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const keys = { AWS_ACCESS_KEY_ID: 'AK', AWS_SECRET_ACCESS_KEY: 'SK' };
    expect(loadConfig({ S3_URL: 'http://127.0.0.1:9000/portal-files?region=eu-west-1', ...keys }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'portal-files',
      prefix: '',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AK', secretAccessKey: 'SK' },
    });
    expect(loadConfig({ S3_URL: 's3://portal-files/site/uploads', AWS_REGION: 'ap-east-1' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'portal-files',
      prefix: 'site/uploads/',
      region: 'ap-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(loadConfig({ S3_URL: 'https://minio.internal/b-1?forcePathStyle=false' }).s3).toMatchObject({ endpoint: 'https://minio.internal', forcePathStyle: false });
  });

  it.each([
    [{ S3_URL: 'ftp://host/bucket' }, 'S3_URL must be https://endpoint/bucket'],
    [{ S3_URL: 'http://AK:SK@127.0.0.1:9000/bucket' }, 'S3_URL must not hold credentials'],
    [{ S3_URL: 'http://127.0.0.1:9000/' }, 'S3_URL must name a bucket'],
    [{ S3_URL: 'http://127.0.0.1:9000/Bad_Bucket' }, 'S3_URL must name a bucket'],
    [{ S3_URL: 'http://127.0.0.1:9000/bucket/a b' }, "S3_URL's key prefix"],
    [{ S3_URL: 'http://127.0.0.1:9000/bucket?pathStyle=1' }, 'unknown parameter "pathStyle"'],
    [{ S3_URL: 'http://127.0.0.1:9000/bucket?forcePathStyle=yes' }, 'forcePathStyle must be true or false'],
    [{ S3_URL: 'http://127.0.0.1:9000/bucket', AWS_ACCESS_KEY_ID: 'AK' }, 'set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY'],
  ])('stops on %o: %s', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('strips a trailing slash of PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://src.example.org/' }).publicUrl).toBe('https://src.example.org');
  });

  it('sends staff to the staff console of PUBLIC_URL unless INTRANET_URL says otherwise', () => {
    expect(loadConfig({}).intranetUrl).toBe('http://127.0.0.1:8080/v2/admin/');
    expect(loadConfig({ PUBLIC_URL: 'https://src.example.org/' }).intranetUrl).toBe('https://src.example.org/v2/admin/');
    expect(loadConfig({ INTRANET_URL: 'https://src.intranet.example.org/v2/admin/' }).intranetUrl).toBe('https://src.intranet.example.org/v2/admin/');
  });

  it("takes the messaging-app account's address from WECHAT_URL, the app's own site until then", () => {
    expect(loadConfig({}).wechatUrl).toBe('https://weixin.qq.com/');
    expect(loadConfig({ WECHAT_URL: 'https://weixin.qq.com/r/src-example' }).wechatUrl).toBe('https://weixin.qq.com/r/src-example');
  });

  it('turns staff single sign-on on with all three OIDC variables, and refuses half a configuration', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    const full = { OIDC_ISSUER: 'https://id.example.org/realms/staff', OIDC_CLIENT_ID: 'src-portal', OIDC_CLIENT_SECRET: 's3cret' };
    expect(loadConfig(full).oidc).toEqual({
      issuer: 'https://id.example.org/realms/staff',
      clientId: 'src-portal',
      clientSecret: 's3cret',
      name: null,
      redirectUri: 'http://127.0.0.1:8080/v2/api/sso/callback',
    });
    expect(loadConfig({ ...full, PUBLIC_URL: 'https://src.example.org/' }).oidc?.redirectUri).toBe('https://src.example.org/v2/api/sso/callback');
    expect(loadConfig({ ...full, OIDC_NAME: ' 企业统一身份认证 ' }).oidc?.name).toBe('企业统一身份认证');
    expect(() => loadConfig({ OIDC_ISSUER: full.OIDC_ISSUER, OIDC_CLIENT_ID: 'src-portal' })).toThrow(/OIDC_CLIENT_SECRET missing/);
    expect(() => loadConfig({ OIDC_CLIENT_SECRET: 's3cret' })).toThrow(/OIDC_ISSUER and OIDC_CLIENT_ID missing/);
    expect(() => loadConfig({ OIDC_NAME: 'Okta' })).toThrow(/OIDC_NAME/);
    expect(() => loadConfig({ ...full, OIDC_ISSUER: 'http://id.example.org' })).toThrow(/OIDC_ISSUER must use https/);
    expect(loadConfig({ ...full, OIDC_ISSUER: 'http://127.0.0.1:9000' }).oidc?.issuer).toBe('http://127.0.0.1:9000');
    expect(() => loadConfig({ ...full, OIDC_ISSUER: 'not a url' })).toThrow(/OIDC_ISSUER is not a valid URL/);
    expect(() => loadConfig({ ...full, OIDC_CLIENT_SECRET: 'has space' })).toThrow(/OIDC_CLIENT_SECRET/);
    expect(() => loadConfig({ ...full, OIDC_NAME: 'x'.repeat(41) })).toThrow(/OIDC_NAME/);
  });

  it('takes the statement key from LEDGER_SIGNING_KEY, inline or as a file, and refuses anything but an Ed25519 PKCS#8 key', () => {
    const ed = generateKeyPairSync('ed25519', { privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    expect(loadConfig({}).ledgerSigningKey).toBeUndefined();
    const inline = loadConfig({ LEDGER_SIGNING_KEY: ed.privateKey }).ledgerSigningKey!;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-key-')), 'key.pem');
    fs.writeFileSync(file, ed.privateKey);
    const fromFile = loadConfig({ LEDGER_SIGNING_KEY: file }).ledgerSigningKey!;
    // Both are the key itself: what they sign checks with its public half.
    for (const key of [inline, fromFile]) expect(verify(null, Buffer.from('x'), ed.publicKey, sign(null, Buffer.from('x'), key))).toBe(true);

    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    // A key cut short (a copy-and-paste that lost its end).
    const broken = ed.privateKey.replace(/\n([A-Za-z0-9+/=]+)\n/, (_: string, body: string) => `\n${body.slice(0, 24)}\n`);
    expect(() => loadConfig({ LEDGER_SIGNING_KEY: rsa.privateKey })).toThrow(/LEDGER_SIGNING_KEY must be an Ed25519 key, got rsa/);
    expect(() => loadConfig({ LEDGER_SIGNING_KEY: broken })).toThrow(/LEDGER_SIGNING_KEY cannot be read as a private key/);
    expect(() => loadConfig({ LEDGER_SIGNING_KEY: ed.publicKey })).toThrow(/LEDGER_SIGNING_KEY must be an Ed25519 private key in PKCS#8 PEM/);
    expect(() => loadConfig({ LEDGER_SIGNING_KEY: '/nowhere/key.pem' })).toThrow(/LEDGER_SIGNING_KEY is neither a PEM key nor a readable file/);
    expect(() => loadConfig({ LEDGER_SIGNING_KEY: 'garbage' })).toThrow(ConfigError);
  });
});
