// The one catalogue of the server's texts (retmsg, validation, mail, notices) in zh and en. Code asks
// `t(lang)` for the texts of a language; no text is chosen with an inline language test. Enum values
// are labelled from the contract's labels (services/labels.ts, generated/enums.ts).
import { ApiError, Retcode, type Lang } from '../envelope';
import { en } from './en';
import type { NoticeKey, NoticeParams, NoticeText } from './notice-params';
import { zh } from './zh';

export type Messages = typeof zh;
export type { NoticeKey, NoticeParams, NoticeText } from './notice-params';

const CATALOGUES: Record<Lang, Messages> = { zh, en };

export function t(lang: Lang): Messages {
  return CATALOGUES[lang];
}

/** `field: text` in a language, for an answer that names the field it refuses. */
export function fieldMessage(lang: Lang, field: string, text: (m: Messages) => string): string {
  const m = t(lang);
  return m.field(field, text(m));
}

/** A refused field (retcode 1001) worded as `field: text` in the request's language. */
export function invalid(lang: Lang, field: string, text: (m: Messages) => string): ApiError {
  return new ApiError(Retcode.InvalidField, fieldMessage(lang, field, text));
}

/** A notice's title and content in a language, from its key and parameters. */
export function noticeText<K extends NoticeKey>(lang: Lang, key: K, params: NoticeParams[K]): NoticeText {
  return t(lang).notices[key](params);
}

/**
 * The text a stored notice shows its reader: worded from its key in the reader's language, or the
 * stored text for rows written before keys (and for a key this version no longer knows).
 */
export function storedNoticeText(lang: Lang, row: { key: string | null; params: unknown; title: string; content: string }): NoticeText {
  const notices: Record<string, ((p: never) => NoticeText) | undefined> = t(lang).notices;
  // Own keys only: a stored key is data, and must not reach Object.prototype's members.
  const render = row.key !== null && Object.hasOwn(notices, row.key) ? notices[row.key] : undefined;
  if (!render || row.params === null || typeof row.params !== 'object') return { title: row.title, content: row.content };
  return render(row.params as never);
}
