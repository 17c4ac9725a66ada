// The phone-code sender and the provider interface behind it. A provider only delivers a text to
// a number; the code, its wording and the choice of provider live in index.ts. Adding a gateway is
// one file that implements SmsProvider, plus one line in createSmsSender.
import type { Lang } from '../../envelope';

export interface SmsProvider {
  /** Delivers `text` to `to`; throws when the gateway does not accept it. Never logs the text. */
  send(to: string, text: string): Promise<void>;
}

export interface PhoneCodeMessage {
  to: string;
  code: string;
  lang: Lang;
}

export interface PhoneCodeSender {
  /**
   * False when phone codes cannot reach a phone at all (production without SMS_URL): then the
   * "reports need a bound phone" setting is treated as off, or nobody could ever submit a report.
   */
  readonly delivers: boolean;
  sendCode(message: PhoneCodeMessage): Promise<void>;
}

/** Where the sender writes what it did: one line each, never with the code or the text in it. */
export type SmsLog = (line: string) => void;
