// The checks of the content forms, through the contract: each form's body goes to the validator
// generated from its schema (lib/forms/contractResolver.ts), and each problem is worded as the
// content screens word it (adminContent:validation.<key>). Then what the schema cannot state: a
// rich text with nothing visible is empty, a picture or link is a site path or an https address
// (the contract also takes http and //host, which the console never sets), and a form's rules
// across fields (an activity ends after it starts).
import type { Resolver } from 'react-hook-form';
import type { BodyValidator } from '@generated/validators/validator';
import { contractResolver, type Problem as ContractProblem } from '../../lib/forms/contractResolver';
import { bodyOf, type FieldSpec, type FormValues } from './resource';

/** A problem as a key of adminContent:validation and its values. */
export type Problem = { key: string; values?: Record<string, number> };

/** What a content form is checked with: its fields, its body's validators, its rules across fields. */
export interface CheckedForm<Form> {
  fields: FieldSpec<Form>[];
  validate: BodyValidator;
  /** The validator of the edit body, when it differs (a gift's stock changes through its own operation). */
  validateEdit?: BodyValidator;
  /** Checks across fields: field name → adminContent:validation.<key>. */
  check?: (values: FormValues) => Partial<Record<keyof Form & string, string>>;
}

/** A site path (not //host) or an https address: what the server stores for pictures and links. */
export const ADDRESS_PATTERN = /^(\/(?!\/)|https:\/\/)/;

/** Is there anything to see in rich HTML (text or a picture)? */
function hasRichContent(html: string): boolean {
  return (
    /<img\b/i.test(html) ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

/** The content screens' wording of the contract's problem with a field. */
export function problemFor<Form>(field: FieldSpec<Form> | undefined, problem: ContractProblem): Problem {
  switch (problem.kind) {
    case 'maxLength':
      return { key: field?.kind === 'tags' ? 'tagTooLong' : 'tooLong', values: { max: problem.limit ?? 0 } };
    case 'maxItems':
      return { key: 'tooMany', values: { max: problem.limit ?? 0 } };
    case 'pattern':
      return { key: 'address' };
    case 'minimum':
    case 'maximum':
      return { key: 'range', values: { min: field?.min ?? 0, max: field?.max ?? 0 } };
    case 'invalid':
      if (field?.kind === 'datetime') return { key: 'dateTime' };
      if (field?.kind === 'number') return { key: field.integer ? 'integer' : 'number' };
      return { key: 'required' };
    default:
      return { key: 'required' };
  }
}

/** The rules the schema cannot state, by field. */
export function formRules<Form>(form: CheckedForm<Form>, values: FormValues, editing: boolean): Record<string, Problem> {
  const problems: Record<string, Problem> = {};
  for (const field of form.fields) {
    if (editing && field.fixedOnEdit) continue;
    const value = values[field.name];
    const text = typeof value === 'string' ? value.trim() : '';
    if (field.kind === 'rich' && field.required && !hasRichContent(text)) problems[field.name] = { key: 'required' };
    else if ((field.kind === 'url' || field.kind === 'image') && text !== '' && !ADDRESS_PATTERN.test(text)) problems[field.name] = { key: 'address' };
  }
  for (const [name, key] of Object.entries(form.check?.(values) ?? {})) if (typeof key === 'string') problems[name] ??= { key };
  return problems;
}

/** The resolver of a content form: the contract's problems first, then the form's own rules; `text` words each. */
export function contentResolver<Form, V extends FormValues = FormValues>(form: CheckedForm<Form>, editing: boolean, text: (problem: Problem) => string): Resolver<V> {
  const byName = new Map(form.fields.map((f) => [f.name as string, f]));
  return contractResolver<V, Form>({
    validate: (editing && form.validateEdit) || form.validate,
    toBody: (values) => bodyOf(form.fields, values, editing),
    message: (field, problem) => text(problemFor(byName.get(field), problem)),
    extra: (values) => Object.fromEntries(Object.entries(formRules(form, values, editing)).map(([name, problem]) => [name, text(problem)])) as Partial<Record<keyof V & string, string>>,
  });
}
