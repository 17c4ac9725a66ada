// Report submission and editing (docs/rules.md#vulnerability-form): every rule checked on the server,
// the phone binding before the captcha (so a researcher who binds a phone can continue with the
// same captcha), files that are the submitter's own uploads, a running activity, sanitised detail.
import { and, eq } from 'drizzle-orm';
import { BugLogAction, BugMainType, BugStatus, HarmResult, StaffInboxKind } from '@generated/enums';
import { bugAttachments, bugs, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { invalid, t } from '../../messages/index';
import { isSubTypeOf } from './bug-types';
import { consumeCaptcha } from '../session/captcha';
import { signedInId, type ServiceContext } from '../session/current-user';
import { ownedUploads } from '../upload/owned-uploads';
import { htmlToText, sanitizeHtml } from '../sanitize';
import { getSetting } from '../settings/settings';
import { addToStaffInbox } from '../staff/staff-inbox';
import { emitWebhook } from '../webhooks/emit';
import { reportColumns, reportOf } from '../webhooks/payloads';
import { activityForReport } from './activity-check';
import { researcherCvss } from './cvss';
import { writeBugLog } from './log';
import { BugSubmitFormLimits } from '@generated/limits';
import { countChars, DETAIL_MAX_CHARS, detailLength } from '@common/text-count';

export interface BugForm {
  id?: number;
  activityId?: number;
  name: string;
  level: number;
  link?: string;
  detail: string;
  attach?: string[];
  dataPkg?: string;
  /** Required with a session; a bearer (API token) request has none (see submitBug). */
  captcha?: string;
  mainType: number;
  subType: number;
  harmfulResults?: number;
  harmfulResultsText?: string;
  text?: string;
  appName?: string;
  appVersion?: string;
  appSource?: string;
  appLink?: string;
  cvssVector?: string;
}

/** The app form: client applications carry app name, version and source instead of a link. */
const APP_FORM_MAIN_TYPE = BugMainType.ClientApplication;

const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITY[c]!);

function appBlock(form: BugForm, lang: Lang): string {
  const m = t(lang).bug;
  return (['appName', 'appVersion', 'appSource', 'appLink'] as const)
    .filter((key) => form[key]?.trim())
    .map((key) => `<p>${m.appLine(m.appFields[key], escapeHtml(form[key]!.trim()))}</p>`)
    .join('');
}

async function checkForm(form: BugForm, lang: Lang) {
  const name = form.name.trim();
  if (!name) throw invalid(lang, 'name', (m) => m.bug.nameRequired);
  if (!isSubTypeOf(form.mainType, form.subType)) throw invalid(lang, 'subType', (m) => m.bug.typeRequired);
  const app = form.mainType === APP_FORM_MAIN_TYPE;
  if (app) {
    for (const field of ['appName', 'appVersion', 'appSource'] as const) {
      if (!form[field]?.trim()) throw invalid(lang, field, (m) => m.bug.appRequired);
    }
  } else if (!form.link?.trim()) {
    throw invalid(lang, 'link', (m) => m.bug.linkRequired);
  }
  const detail = await sanitizeHtml(form.detail);
  const text = htmlToText(detail);
  if (!text && !/<img\b/i.test(detail)) throw invalid(lang, 'detail', (m) => m.bug.detailRequired);
  // Counted as the report form counts it (common/text-count.ts), so both refuse the same details.
  if (detailLength(detail) > DETAIL_MAX_CHARS) throw invalid(lang, 'detail', (m) => m.bug.detailTooLong(DETAIL_MAX_CHARS));
  // Measured on what is stored (the app block included): sanitising may have lengthened it.
  const stored = app ? `${appBlock(form, lang)}${detail}` : detail;
  if (countChars(stored) > BugSubmitFormLimits.detail.maxLength) {
    const max = BugSubmitFormLimits.detail.maxLength;
    throw invalid(lang, 'detail', (m) => m.validation.cleanedTooLong(max));
  }
  return { name, app, detail: stored, text };
}

/** What a submission needs beyond the caller: their session (its captcha) and whether SMS reaches phones. */
export interface SubmitSession {
  sessionToken: string | null;
  /** False while phone codes cannot reach a phone (production without SMS_URL). */
  smsDelivers: boolean;
  /** Sent with a personal API token (bearer): no captcha to check. */
  viaApiToken: boolean;
}

/** The setting, forced off while phone codes cannot reach a phone. */
async function phoneRequired(db: ServiceContext['db'], smsDelivers: boolean): Promise<boolean> {
  return smsDelivers && (await getSetting(db, 'requirePhoneForBug'));
}

/** Whether the caller must bind a phone before a submission is accepted (the 4005 of submitBug, asked ahead). */
export async function phoneRequiredFor(db: ServiceContext['db'], userId: number, smsDelivers: boolean): Promise<boolean> {
  // The rule first: while it is off (the default, and always without SMS) no account is read, one
  // round trip less on every submission.
  if (!(await phoneRequired(db, smsDelivers))) return false;
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return !user?.phone;
}

export async function submitBug({ db, lang, user: caller }: ServiceContext, { sessionToken, smsDelivers, viaApiToken }: SubmitSession, form: BugForm): Promise<{ id: number }> {
  const userId = signedInId(caller);
  const checked = await checkForm(form, lang);
  // Scored before the captcha is spent, like every other field check.
  const cvss = researcherCvss(lang, form.cvssVector);
  if (await phoneRequiredFor(db, userId, smsDelivers)) throw new ApiError(Retcode.PhoneNotBound);
  // An API token is its own proof of a person (and is rate-limited); it has no session to hold a captcha.
  if (!viaApiToken) await consumeCaptcha({ db, sessionToken }, form.captcha ?? '', lang);

  const files = await ownedUploads(db, userId, form.attach ?? [], ['attachment'], lang, 'attach');
  const [pkg] = form.dataPkg ? await ownedUploads(db, userId, [form.dataPkg], ['dataPkg'], lang, 'dataPkg') : [];
  const activity = form.activityId === undefined ? null : await activityForReport(db, lang, form.activityId);
  const values = {
    name: checked.name,
    level: form.level,
    link: checked.app ? (form.link?.trim() ?? '') : form.link!.trim(),
    detail: checked.detail,
    text: (form.text?.trim() || checked.text).slice(0, BugSubmitFormLimits.text.maxLength),
    mainType: form.mainType,
    subType: form.subType,
    harmfulResults: form.harmfulResults ?? HarmResult.Other,
    harmfulResultsText: form.harmfulResultsText?.trim() ?? '',
    activityId: activity?.id ?? null,
    dataPkgId: pkg?.id ?? null,
    appName: checked.app ? form.appName!.trim() : null,
    appVersion: checked.app ? form.appVersion!.trim() : null,
    appSource: checked.app ? form.appSource!.trim() : null,
    appLink: checked.app ? (form.appLink?.trim() ?? '') : null,
    multiplier: activity?.multiplier ?? 1,
    ...cvss,
    language: lang,
    updatedAt: new Date(),
  };

  return db.transaction(async (tx) => {
    let id: number;
    if (form.id !== undefined) {
      const [own] = await tx
        .select()
        .from(bugs)
        .where(and(eq(bugs.id, form.id), eq(bugs.userId, userId)))
        .for('update');
      if (!own) throw new ApiError(Retcode.NotFound);
      if (own.status !== BugStatus.Unreviewed) {
        throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.notEditable);
      }
      await tx.update(bugs).set(values).where(eq(bugs.id, own.id));
      await tx.delete(bugAttachments).where(eq(bugAttachments.bugId, own.id));
      id = own.id;
    } else {
      const [row] = await tx
        .insert(bugs)
        .values({ ...values, userId })
        .returning(reportColumns);
      id = row!.id;
      await addToStaffInbox(tx, { kind: StaffInboxKind.NewBug, objectId: id, actorId: userId, title: checked.name, detail: { level: form.level } });
      await emitWebhook(tx, 'report.submitted', { report: reportOf(row!) });
    }
    if (files.length > 0) await tx.insert(bugAttachments).values(files.map((f) => ({ bugId: id, uploadId: f.id })));
    await writeBugLog(tx, { bugId: id, action: form.id !== undefined ? BugLogAction.Edit : BugLogAction.Submit, operatorId: userId });
    return { id };
  });
}
