// Outgoing mail. With SMTP_URL, mail goes through nodemailer to that server. Without it (development
// and test only) each mail is logged and appended as one line to DATA_DIR/outbox.log, which the e2e
// helper codeFromOutbox reads ("<time> to=<address> subject=... code=<6 digits>"). Phone codes use
// the same outbox when no SMS gateway (SMS_URL, infra/sms) is configured outside production.
// Production without SMTP_URL refuses to send.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Lang } from '../../envelope';
import { t } from '../../messages/index';

export interface CodeMessage {
  to: string;
  code: string;
  purpose: 'login' | 'email-change' | 'phone';
  lang: Lang;
}

/** An invitation to join the staff: where to sign in, who sent it, until when it works. */
export interface InvitationMessage {
  to: string;
  link: string;
  inviter: string;
  expires: string;
  lang: Lang;
}

export interface Mailer {
  sendCode(message: CodeMessage): Promise<void>;
  sendInvitation(message: InvitationMessage): Promise<void>;
}

const OTHER: Record<Lang, Lang> = { zh: 'en', en: 'zh' };

/** Both languages in every mail: the reader may not use the language of the page that asked. */
export function codeMailText(code: string): string {
  return [t('zh').mail.codeBody(code), '', t('en').mail.codeBody(code)].join('\n');
}

/** The subject in the asking page's language first, then in the other. */
export function codeSubject(message: CodeMessage): string {
  return [message.lang, OTHER[message.lang]].map((lang) => t(lang).mail.subject[message.purpose]).join(' / ');
}

export function invitationMail(message: InvitationMessage): { subject: string; text: string } {
  const langs = [message.lang, OTHER[message.lang]];
  return {
    subject: langs.map((lang) => t(lang).mail.invitationSubject).join(' / '),
    text: langs.map((lang) => t(lang).mail.invitationBody(message.inviter, message.link, message.expires)).join('\n\n'),
  };
}

export class SmtpMailer implements Mailer {
  private transport;
  constructor(
    smtpUrl: string,
    private from: string,
  ) {
    // Required here, not at start-up: a server without SMTP_URL never carries the library.
    const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
    this.transport = nodemailer.createTransport(smtpUrl);
  }
  async sendCode(message: CodeMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: codeSubject(message), text: codeMailText(message.code) });
  }
  async sendInvitation(message: InvitationMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, ...invitationMail(message) });
  }
}

export class OutboxMailer implements Mailer {
  constructor(
    private file: string,
    private log: (line: string) => void = (line) => console.warn(line),
  ) {}
  async sendCode(message: CodeMessage): Promise<void> {
    // One line per mail; the address and subject cannot contain a newline (validated upstream).
    await this.append(`${new Date().toISOString()} purpose=${message.purpose} to=${message.to} code=${message.code}`);
  }
  async sendInvitation(message: InvitationMessage): Promise<void> {
    await this.append(`${new Date().toISOString()} purpose=invitation to=${message.to} link=${message.link}`);
  }
  private async append(line: string): Promise<void> {
    this.log(`[outbox] ${line}`);
    await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
    await fs.promises.appendFile(this.file, line + '\n', { mode: 0o600 });
  }
}

export class RefusingMailer implements Mailer {
  async sendCode(): Promise<void> {
    throw new Error('SMTP_URL is not set: production refuses to send mail (it would only be logged)');
  }
  async sendInvitation(): Promise<void> {
    return this.sendCode();
  }
}

export function createMailer(config: Config): Mailer {
  const host = new URL(config.publicUrl).hostname;
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, `no-reply@${host}`);
  if (config.env === 'production') return new RefusingMailer();
  return new OutboxMailer(path.join(config.dataDir, 'outbox.log'), config.env === 'test' ? () => {} : undefined);
}
