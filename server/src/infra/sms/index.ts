// Phone codes: with SMS_URL they go to the HTTP gateway (http-gateway.ts); without it, outside
// production, to the development outbox like the mail codes (DATA_DIR/outbox.log, purpose=phone);
// in production without it every send is refused and the sender says it cannot deliver, which
// turns the "reports need a bound phone" rule off (bug submission checks `delivers`).
import type { Config } from '../../config';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { t } from '../../messages/index';
import type { Mailer } from '../mail/mail';
import { HttpGatewaySms } from './http-gateway';
import type { PhoneCodeMessage, PhoneCodeSender, SmsLog, SmsProvider } from './types';

export type { PhoneCodeMessage, PhoneCodeSender, SmsProvider } from './types';

/** The text of a phone code, in the language of the page that asked (a text message is short). */
export function phoneCodeText(code: string, lang: Lang): string {
  return t(lang).sms.codeText(code);
}

const notSent = (lang: Lang) => new ApiError(Retcode.InternalError, t(lang).sms.notSent);

/** Sends codes through an SMS provider; a failed delivery answers 5000 with a plain reason. */
export class SmsCodeSender implements PhoneCodeSender {
  readonly delivers = true;
  constructor(
    private readonly provider: SmsProvider,
    private readonly log: SmsLog,
  ) {}
  async sendCode({ to, code, lang }: PhoneCodeMessage): Promise<void> {
    try {
      await this.provider.send(to, phoneCodeText(code, lang));
    } catch (err) {
      this.log(`[sms] not delivered: ${err instanceof Error ? err.message : 'unknown error'}`);
      throw notSent(lang);
    }
  }
}

/** Development and test: the mailer's outbox holds the code (the e2e helper reads it there). */
export class OutboxCodeSender implements PhoneCodeSender {
  readonly delivers = true;
  constructor(private readonly mailer: Mailer) {}
  sendCode({ to, code, lang }: PhoneCodeMessage): Promise<void> {
    return this.mailer.sendCode({ to, code, lang, purpose: 'phone' });
  }
}

export class RefusingCodeSender implements PhoneCodeSender {
  readonly delivers = false;
  async sendCode({ lang }: PhoneCodeMessage): Promise<void> {
    throw new ApiError(Retcode.StateNotAllowed, t(lang).sms.noGateway);
  }
}

export function createSmsSender(config: Config, mailer: Mailer, log: SmsLog = (line) => console.warn(line)): PhoneCodeSender {
  if (config.smsUrl) return new SmsCodeSender(new HttpGatewaySms({ url: config.smsUrl, token: config.smsToken, log }), log);
  if (config.env === 'production') return new RefusingCodeSender();
  return new OutboxCodeSender(mailer);
}
