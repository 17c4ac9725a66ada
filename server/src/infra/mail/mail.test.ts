// Mail delivery: a real SMTP server on loopback receives the sign-in mail (both languages, the code);
// without SMTP_URL the outbox file gets one line the e2e helper can read; production without
// SMTP_URL refuses to send.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createMailer } from './mail';

interface Received {
  to: string[];
  raw: string;
}
const received: Received[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The text part, undoing quoted-printable soft breaks and escapes (enough for digits and ASCII). */
const textOf = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

describe('mail', () => {
  it('delivers the sign-in code through SMTP_URL', async () => {
    const mailer = createMailer(loadConfig({ NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${port}`, DATA_DIR: os.tmpdir() }));
    await mailer.sendCode({ to: 'reader@example.org', code: '042917', purpose: 'login', lang: 'en' });
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['reader@example.org']);
    const text = textOf(mail.raw);
    expect(text).toContain('042917');
    expect(text).toContain('valid for 10 minutes');
    expect(mail.raw).toMatch(/^Subject: /m);
  });

  it('without SMTP_URL writes one outbox line per mail with the address and the code', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-test-'));
    try {
      const mailer = createMailer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }));
      await mailer.sendCode({ to: 'one@example.org', code: '111111', purpose: 'login', lang: 'zh' });
      await mailer.sendCode({ to: '+8613800000000', code: '222222', purpose: 'phone', lang: 'zh' });
      const lines = fs.readFileSync(path.join(dir, 'outbox.log'), 'utf8').trim().split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/to=one@example\.org code=111111$/);
      expect(lines[1]).toMatch(/purpose=phone to=\+8613800000000 code=222222$/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to send in production without SMTP_URL, saying why', async () => {
    const mailer = createMailer(loadConfig({ NODE_ENV: 'production', DATA_DIR: os.tmpdir() }));
    await expect(mailer.sendCode({ to: 'x@example.org', code: '123456', purpose: 'login', lang: 'zh' })).rejects.toThrow(/SMTP_URL/);
  });
});
