// Outgoing mail. With SMTP_URL, mail goes through nodemailer to that server. Without it (development
// and test only) each mail is logged and appended as one line to DATA_DIR/outbox.log, which the e2e
// helper codeFromOutbox reads ("<time> to=<address> subject=... code=<6 digits>"). Phone codes use
// the same outbox while no SMS gateway is configured. Production without SMTP_URL refuses to send.
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Lang } from '../envelope';

export interface CodeMessage {
  to: string;
  code: string;
  purpose: 'login' | 'email-change' | 'phone';
  lang: Lang;
}

export interface Mailer {
  sendCode(message: CodeMessage): Promise<void>;
}

const SUBJECTS: Record<CodeMessage['purpose'], Record<Lang, string>> = {
  login: { zh: '安全应急响应中心登录验证码', en: 'Your security response centre sign-in code' },
  'email-change': { zh: '安全应急响应中心邮箱验证码', en: 'Your security response centre email verification code' },
  phone: { zh: '安全应急响应中心手机验证码', en: 'Your security response centre phone verification code' },
};

/** Both languages in every mail: the reader may not use the language of the page that asked. */
export function codeMailText(code: string): string {
  return [
    `您的验证码是 ${code}，10 分钟内有效，只能使用一次。如非本人操作，请忽略本邮件。`,
    '',
    `Your verification code is ${code}. It is valid for 10 minutes and can be used once. If you did not ask for it, ignore this mail.`,
  ].join('\n');
}

export function codeSubject(message: CodeMessage): string {
  const s = SUBJECTS[message.purpose];
  return message.lang === 'en' ? `${s.en} / ${s.zh}` : `${s.zh} / ${s.en}`;
}

export class SmtpMailer implements Mailer {
  private transport;
  constructor(
    smtpUrl: string,
    private from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }
  async sendCode(message: CodeMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: codeSubject(message), text: codeMailText(message.code) });
  }
}

export class OutboxMailer implements Mailer {
  constructor(
    private file: string,
    private log: (line: string) => void = (line) => console.warn(line),
  ) {}
  async sendCode(message: CodeMessage): Promise<void> {
    // One line per mail; the address and subject cannot contain a newline (validated upstream).
    const line = `${new Date().toISOString()} purpose=${message.purpose} to=${message.to} code=${message.code}`;
    this.log(`[outbox] ${line}`);
    await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
    await fs.promises.appendFile(this.file, line + '\n', { mode: 0o600 });
  }
}

export class RefusingMailer implements Mailer {
  async sendCode(): Promise<void> {
    throw new Error('SMTP_URL is not set: production refuses to send mail (it would only be logged)');
  }
}

export function createMailer(config: Config): Mailer {
  const host = new URL(config.publicUrl).hostname;
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, `no-reply@${host}`);
  if (config.env === 'production') return new RefusingMailer();
  return new OutboxMailer(path.join(config.dataDir, 'outbox.log'), config.env === 'test' ? () => {} : undefined);
}
