// The report form's checks (spec §5 "Vulnerability form") through the generic validator: name,
// type, level, detail and captcha required; the link required unless the app form is shown, which
// requires app name, version and source instead; lengths as the contract states them (BugSubmitForm),
// the detail's 10,000 characters of text counted as the server counts them (common/text-count.ts).
import type { TFunction } from 'i18next';
import { DETAIL_MAX_CHARS } from '../../../../common/text-count';
import { BugMainType, HarmResult } from '../../../../generated/enums';
import { BugSubmitFormLimits as Limits } from '../../../../generated/limits';
import type { Rule } from '../../lib/rules';

/**
 * The app form. The legacy form logic said 13, a value the type enumeration does not have; the
 * contract (BugSubmitForm) requires the app fields for 10, client application, so the form does too.
 */
export const APP_MAIN_TYPE = BugMainType.ClientApplication;
/** The application type: its reports may carry a data package (txt, 2 MB). */
export const DATA_PACKAGE_MAIN_TYPE = BugMainType.Application;
export const NAME_MAX = Limits.name.maxLength;
export const LINK_MAX = Limits.link.maxLength;
export const HARM_TEXT_MAX = Limits.harmfulResultsText.maxLength;
export const ATTACH_MAX = Limits.attach.maxItems;
export const DEFAULT_HARM = HarmResult.Other;

export type BugField = 'name' | 'subType' | 'level' | 'link' | 'appName' | 'appVersion' | 'appSource' | 'appLink' | 'harmfulResultsText' | 'detail' | 'captcha';

/** The order of the fields on the page: the first failing one is scrolled to. */
export const FIELD_ORDER: BugField[] = ['name', 'subType', 'level', 'link', 'appName', 'appVersion', 'appSource', 'appLink', 'harmfulResultsText', 'detail', 'captcha'];

export function bugRules(t: TFunction, appForm: boolean): Partial<Record<BugField, Rule[]>> {
  const tooLong = (max: number) => ({ type: 'maxlength' as const, value: max, message: t('bugForm:tooLong', { max }) });
  const required = (key: string) => ({ type: 'required' as const, message: t(`bugForm:${key}`) });
  const common: Partial<Record<BugField, Rule[]>> = {
    name: [required('nameRequired'), tooLong(NAME_MAX)],
    subType: [required('typeRequired')],
    level: [required('levelRequired')],
    harmfulResultsText: [tooLong(HARM_TEXT_MAX)],
    detail: [required('detailRequired'), { type: 'maxlength', value: DETAIL_MAX_CHARS, message: t('bugForm:detailTooLong', { max: DETAIL_MAX_CHARS }) }],
    captcha: [required('captchaRequired'), { type: 'length', value: Limits.captcha.maxLength, message: t('bugForm:captchaLength') }],
  };
  if (!appForm) return { ...common, link: [required('linkRequired'), tooLong(LINK_MAX)] };
  return {
    ...common,
    appName: [required('appNameRequired'), tooLong(Limits.appName.maxLength)],
    appVersion: [required('appVersionRequired'), tooLong(Limits.appVersion.maxLength)],
    appSource: [required('appSourceRequired'), tooLong(Limits.appSource.maxLength)],
    appLink: [tooLong(Limits.appLink.maxLength)],
  };
}
