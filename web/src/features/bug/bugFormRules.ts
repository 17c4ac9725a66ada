// The report form's checks (spec §5 "Vulnerability form") through the generic validator: name,
// type, level, detail and captcha required; the link required unless the app form is shown, which
// requires app name, version and source instead; names 50, link 500, detail 10,000 characters.
import type { TFunction } from 'i18next';
import type { Rule } from '../../lib/rules';

/**
 * The app form. The legacy form logic said 13, a value the type enumeration does not have; the
 * contract (BugSubmitForm) requires the app fields for 10, client application, so the form does too.
 */
export const APP_MAIN_TYPE = 10;
/** The application type: its reports may carry a data package (txt, 2 MB). */
export const DATA_PACKAGE_MAIN_TYPE = 3;
export const NAME_MAX = 50;
export const LINK_MAX = 500;
export const HARM_TEXT_MAX = 500;
export const DETAIL_MAX_CHARS = 10000;
export const ATTACH_MAX = 10;
export const DEFAULT_HARM = 11;

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
    captcha: [required('captchaRequired'), { type: 'length', value: 4, message: t('bugForm:captchaLength') }],
  };
  if (!appForm) return { ...common, link: [required('linkRequired'), tooLong(LINK_MAX)] };
  return {
    ...common,
    appName: [required('appNameRequired'), tooLong(NAME_MAX)],
    appVersion: [required('appVersionRequired'), tooLong(NAME_MAX)],
    appSource: [required('appSourceRequired'), tooLong(NAME_MAX)],
    appLink: [tooLong(LINK_MAX)],
  };
}
