// The texts of a field's problem in the page's language: a form's own text for a field and problem
// when it has one ("Please enter the Vulnerability Name"), else its own text for the kind of
// problem ("At most 50 characters" in its wording), else the generic text of the forms namespace.
// The numbers come from the contract (the problem's limit), never from the form.
import { useTranslation } from 'react-i18next';
import type { Problem, ProblemKind } from './contractResolver';

/** A form's texts by field and problem kind. */
export type FieldTexts = Partial<Record<string, Partial<Record<ProblemKind, string>>>>;
/** A form's texts by problem kind, for any field. */
export type KindTexts = Partial<Record<ProblemKind, (problem: Problem) => string>>;

/** The message function a contractResolver takes. */
export function useFieldMessages(texts: FieldTexts = {}, kinds: KindTexts = {}): (field: string, problem: Problem) => string {
  const { t } = useTranslation('forms');
  return (field, problem) => texts[field]?.[problem.kind] ?? kinds[problem.kind]?.(problem) ?? t(problem.kind, { limit: problem.limit });
}
