// The report form's fixed values and fields (docs/rules.md#vulnerability-form); the numbers are the
// contract's (BugSubmitForm through generated/limits.ts). Its checks are in bugFormCheck.ts.
import { BugMainType, HarmResult } from '@generated/enums';
import { BugSubmitFormLimits as Limits } from '@generated/limits';

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

export type BugField = 'name' | 'subType' | 'level' | 'cvssVector' | 'link' | 'appName' | 'appVersion' | 'appSource' | 'appLink' | 'harmfulResultsText' | 'detail' | 'captcha';

/** The order of the fields on the page: the first failing one is scrolled to. */
export const FIELD_ORDER: BugField[] = ['name', 'subType', 'level', 'cvssVector', 'link', 'appName', 'appVersion', 'appSource', 'appLink', 'harmfulResultsText', 'detail', 'captcha'];
