// A react-hook-form resolver that checks a form with the contract's own validator: the form's values
// become the request body (toBody), the validator generated from the request schema
// (generated/validators/, `npm run gen`) checks it as the server will, and each failing body field
// gets one message. Rules the schema cannot state (an untouched template, a language-dependent
// requirement, a limit on visible text) are small functions passed as `extra`.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { BodyValidator, ValidationError } from '@generated/validators/validator';

export type ProblemKind = 'required' | 'minLength' | 'maxLength' | 'pattern' | 'enum' | 'minimum' | 'maximum' | 'minItems' | 'maxItems' | 'invalid';

/** What is wrong with one field; `limit` is the keyword's number (maxLength 50 → 50). */
export interface Problem {
  kind: ProblemKind;
  limit?: number;
}

const KINDS: Record<string, ProblemKind> = {
  required: 'required',
  minLength: 'minLength',
  maxLength: 'maxLength',
  pattern: 'pattern',
  enum: 'enum',
  const: 'enum',
  minimum: 'minimum',
  exclusiveMinimum: 'minimum',
  maximum: 'maximum',
  exclusiveMaximum: 'maximum',
  minItems: 'minItems',
  maxItems: 'maxItems',
};

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The body field an error is about: the missing property, or the first segment of its path. */
export function fieldOf(error: ValidationError): string {
  if (error.keyword === 'required' && error.instancePath === '') return String(error.params.missingProperty);
  return unescape(error.instancePath.split('/')[1] ?? '');
}

/**
 * The same, down to the item of a list whose items are inputs of their own ('/prizeCoins/2' →
 * 'prizeCoins.2', the name the server's refusals use too).
 */
export function itemFieldOf(error: ValidationError): string {
  const [field, item] = error.instancePath.split('/').slice(1);
  return field !== undefined && item !== undefined && /^\d+$/.test(item) ? `${unescape(field)}.${item}` : fieldOf(error);
}

/**
 * The problem an error states. An empty string short of its minLength, refused by its pattern (a
 * phone number) or where a number belongs, is a missing value: the researcher is asked to fill it
 * in, not to reformat it.
 */
export function problemOf(error: ValidationError, body: unknown): Problem {
  const kind = KINDS[error.keyword] ?? 'invalid';
  const limit = typeof error.params.limit === 'number' ? error.params.limit : undefined;
  if (kind === 'minLength' || kind === 'pattern' || error.keyword === 'type') {
    const value = error.instancePath
      .split('/')
      .slice(1)
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[unescape(key)], body);
    if (value === '') return { kind: 'required' };
  }
  return limit === undefined ? { kind } : { kind, limit };
}

/**
 * The first problem of each body field, in the validator's order (a field's length is checked
 * before its pattern). Errors that only say a branch failed (if/then/else, anyOf) name no field of
 * their own and are left out: the branch's own errors are reported too. A field's `not` (a coin
 * change that is not 0) has no errors of its own to report, so it stands as the field's problem; a
 * `not` on the body itself names no field.
 */
export function problemsOf(errors: readonly ValidationError[], body: unknown, nameOf: (error: ValidationError) => string = fieldOf): Record<string, Problem> {
  const found: Record<string, Problem> = {};
  for (const error of errors) {
    if (['if', 'anyOf', 'oneOf'].includes(error.keyword)) continue;
    if (error.keyword === 'not' && error.instancePath === '') continue;
    const field = nameOf(error);
    if (!(field in found)) found[field] = problemOf(error, body);
  }
  return found;
}

/** Runs the validator on a body: the first problem of each field, none when the body is valid. */
export function checkBody(validate: BodyValidator, body: unknown, nameOf?: (error: ValidationError) => string): Record<string, Problem> {
  return validate(body) ? {} : problemsOf(validate.errors ?? [], body, nameOf);
}

export interface ContractResolverOptions<V extends FieldValues, B> {
  validate: BodyValidator;
  /** The request body the values become (empty optional fields omitted, as when sending). */
  toBody: (values: V) => B;
  /** The text shown for a field's problem (see useFieldMessages). */
  message: (field: string, problem: Problem) => string;
  /** The form field that shows a body field's problem, when they differ (mainType → the type picker). */
  fieldFor?: Partial<Record<string, keyof V & string>>;
  /** Names the body field of an error (default fieldOf; itemFieldOf for lists of inputs). */
  nameOf?: (error: ValidationError) => string;
  /** Rules the schema cannot state: a message per failing field; the contract's problem comes first. */
  extra?: (values: V, body: B) => Partial<Record<keyof V & string, string>>;
}

/** A resolver for useForm: errors per field from the contract's validator, then the extra rules. */
export function contractResolver<V extends FieldValues, B = unknown>(options: ContractResolverOptions<V, B>): Resolver<V> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const body = options.toBody(values);
    for (const [bodyField, problem] of Object.entries(checkBody(options.validate, body, options.nameOf))) {
      const field = options.fieldFor?.[bodyField] ?? bodyField;
      errors[field] ??= { type: problem.kind, message: options.message(field, problem) };
    }
    for (const [field, message] of Object.entries(options.extra?.(values, body) ?? {})) {
      if (typeof message === 'string') errors[field] ??= { type: 'extra', message };
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
