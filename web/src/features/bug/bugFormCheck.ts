// The report form's checks (docs/rules.md#vulnerability-form): the contract's BugSubmitForm, through
// its generated validator, checks the body the form would send (required fields, lengths, the
// captcha's 4 characters, and the app form's if/then: app name, version and source instead of the
// link for mainType 10). Two rules the schema cannot state are functions here: an untouched
// template is an empty detail, and the detail's 10,000 characters count its visible text as the
// server counts it (common/text-count.ts).
import type { TFunction } from 'i18next';
import { DETAIL_MAX_CHARS, detailLength } from '@common/text-count';
import { validate } from '@generated/validators/BugSubmitForm';
import { contractResolver, type Problem } from '../../lib/forms/contractResolver';
import type { FieldTexts } from '../../lib/forms/useFieldMessages';
import { checkedBody, isUntouched, type BugValues } from './bugFormValues';

/** The form's values: what a draft keeps, and the captcha (never kept). */
export type BugFormValues = BugValues & { captcha: string };

/**
 * The detail's own rule: an untouched template (without an image or a table) is empty; then the
 * limit on its visible text. `sanitized` is the detail as sent (sanitizeHtml), counted as the server counts it.
 */
export function detailProblem(detail: string, sanitized: string, templates: string[]): 'required' | 'tooLong' | null {
  if (isUntouched(detail, templates) && !/<(img|table)\b/i.test(detail)) return 'required';
  return detailLength(sanitized) > DETAIL_MAX_CHARS ? 'tooLong' : null;
}

/** The form's texts for the contract's problems, in the form's own wording. */
export function bugTexts(t: TFunction): { texts: FieldTexts; tooLong: (p: Problem) => string } {
  const required = (key: string) => ({ required: t(`bugForm:${key}`) });
  return {
    texts: {
      name: required('nameRequired'),
      subType: required('typeRequired'),
      level: required('levelRequired'),
      link: required('linkRequired'),
      appName: required('appNameRequired'),
      appVersion: required('appVersionRequired'),
      appSource: required('appSourceRequired'),
      detail: required('detailRequired'),
      cvssVector: { pattern: t('bugForm:cvssInvalid') },
      captcha: { ...required('captchaRequired'), minLength: t('bugForm:captchaLength'), maxLength: t('bugForm:captchaLength') },
    },
    tooLong: (p) => t('bugForm:tooLong', { max: p.limit }),
  };
}

export function bugResolver(opts: { t: TFunction; templates: string[]; id: number | null; message: (field: string, problem: Problem) => string }) {
  return contractResolver<BugFormValues, ReturnType<typeof checkedBody>>({
    validate,
    toBody: (v) => checkedBody(v, v.captcha, opts.id),
    message: opts.message,
    // The type picker shows both of its selects' problems.
    fieldFor: { mainType: 'subType' },
    extra: (v, body) => {
      const detail = detailProblem(v.detail, body.detail, opts.templates);
      if (detail === 'required') return { detail: opts.t('bugForm:detailRequired') };
      return detail ? { detail: opts.t('bugForm:detailTooLong', { max: DETAIL_MAX_CHARS }) } : {};
    },
  });
}
