// The report form's values, what a draft keeps (everything but the captcha and the agreement), and
// the form body they become: detail sanitised, its plain text, empty optional fields omitted, the
// app fields only on the app form.
import type { components } from '@generated/api';
import { BugSubmitFormLimits } from '@generated/limits';
import type { UploadedFile } from '../../lib/api';
import { sanitizeHtml } from '../../lib/sanitize';
import { APP_MAIN_TYPE, DATA_PACKAGE_MAIN_TYPE, DEFAULT_HARM } from './bugFormRules';

export type BugDetail = components['schemas']['BugDetail'];
type SubmitBody = components['schemas']['BugSubmitForm'];

export interface BugValues {
  name: string;
  mainType: string;
  subType: string;
  activityId: string;
  level: string;
  harmfulResults: string;
  harmfulResultsText: string;
  link: string;
  appName: string;
  appVersion: string;
  appSource: string;
  appLink: string;
  detail: string;
  attach: UploadedFile[];
  dataPkg: UploadedFile[];
  /** The optional CVSS 4.0 vector of the calculator ('' for none). */
  cvssVector: string;
}

export function emptyValues(template: string): BugValues {
  return {
    name: '',
    mainType: '',
    subType: '',
    activityId: '',
    level: '',
    harmfulResults: String(DEFAULT_HARM),
    harmfulResultsText: '',
    link: '',
    appName: '',
    appVersion: '',
    appSource: '',
    appLink: '',
    detail: template,
    attach: [],
    dataPkg: [],
    cvssVector: '',
  };
}

/** An uploaded file as a form value again: its key is the last segment of its address. */
function fromFileRef(ref: { url: string; name: string; size: number }): UploadedFile {
  return { url: ref.url, key: ref.url.split('/').pop() ?? '', name: ref.name, size: ref.size };
}

export function valuesOf(bug: BugDetail): BugValues {
  return {
    name: bug.name,
    mainType: String(bug.mainType),
    subType: String(bug.subType),
    activityId: bug.activityId ? String(bug.activityId) : '',
    level: String(bug.level),
    harmfulResults: String(bug.harmfulResults),
    harmfulResultsText: bug.harmfulResultsText,
    link: bug.link,
    appName: bug.appName ?? '',
    appVersion: bug.appVersion ?? '',
    appSource: bug.appSource ?? '',
    appLink: bug.appLink ?? '',
    detail: bug.detail,
    attach: bug.attachments.map(fromFileRef),
    dataPkg: bug.dataPkg ? [fromFileRef(bug.dataPkg)] : [],
    cvssVector: bug.cvss?.vector ?? '',
  };
}

const onceEach = (files: UploadedFile[] | undefined) => (files ?? []).filter((f, i, all) => all.findIndex((g) => g.key === f.key) === i);

/**
 * A draft read back from storage: each uploaded file once (a file kept twice would be listed and
 * sent twice), whatever an older version of the form or another tab wrote.
 */
export function restoredDraft(draft: Partial<BugValues> | null): Partial<BugValues> | null {
  if (!draft) return null;
  return { ...draft, ...(draft.attach ? { attach: onceEach(draft.attach) } : {}), ...(draft.dataPkg ? { dataPkg: onceEach(draft.dataPkg) } : {}) };
}

/** Plain text of (sanitised) HTML. */
export function plainText(html: string): string {
  return new DOMParser().parseFromString(sanitizeHtml(html), 'text/html').body.textContent ?? '';
}

const bare = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '');

/** Whether the detail is still one of the untouched templates (or nothing at all). */
export function isUntouched(detail: string, templates: string[]): boolean {
  const text = bare(detail);
  return text === '' || templates.some((tpl) => bare(tpl) === text);
}

export const isAppForm = (v: BugValues) => Number(v.mainType) === APP_MAIN_TYPE;

/** A select's number; an unchosen one ('') is left out, so the contract's check calls it missing. */
const chosen = (value: string) => (value === '' ? undefined : Number(value));

/**
 * The body the form checks (bugFormCheck.ts): what it sends but the plain text, which is cut to its
 * limit and so cannot fail (and costs a second parse of the detail).
 */
export function checkedBody(v: BugValues, captcha: string, id: number | null): Omit<SubmitBody, 'text'> {
  const app = isAppForm(v);
  const trimmed = (s: string) => s.trim();
  const body: Omit<SubmitBody, 'text'> = {
    name: trimmed(v.name),
    level: chosen(v.level) as SubmitBody['level'],
    detail: sanitizeHtml(v.detail),
    captcha,
    mainType: chosen(v.mainType) as SubmitBody['mainType'],
    subType: chosen(v.subType) as SubmitBody['subType'],
    harmfulResults: chosen(v.harmfulResults) as SubmitBody['harmfulResults'],
  };
  if (id !== null) body.id = id;
  if (v.activityId) body.activityId = Number(v.activityId);
  if (v.harmfulResultsText.trim()) body.harmfulResultsText = trimmed(v.harmfulResultsText);
  if (!app) body.link = trimmed(v.link);
  if (app) {
    body.appName = trimmed(v.appName);
    body.appVersion = trimmed(v.appVersion);
    body.appSource = trimmed(v.appSource);
    if (v.appLink.trim()) body.appLink = trimmed(v.appLink);
  }
  if (v.cvssVector?.trim()) body.cvssVector = v.cvssVector.trim();
  if (v.attach.length) body.attach = v.attach.map((f) => f.key);
  if (v.dataPkg[0] && Number(v.mainType) === DATA_PACKAGE_MAIN_TYPE) body.dataPkg = v.dataPkg[0].key;
  return body;
}

/** The body the form sends: the checked body and the detail's plain text. */
export function submitBody(v: BugValues, captcha: string, id: number | null): SubmitBody {
  const body = checkedBody(v, captcha, id);
  return { ...body, text: plainText(body.detail).slice(0, BugSubmitFormLimits.text.maxLength) };
}
