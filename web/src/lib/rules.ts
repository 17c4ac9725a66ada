// The generic validator of spec §5 "Generic validator rules": a field has a list of rules; the first
// that fails gives the message shown by the field. Empty values pass every rule but `required`.
// Messages are whatever the form passes (already translated); the default is 'validation failed'.
// Lengths are counted as the server counts them (common/text-count.ts).
import { countChars } from '../../../common/text-count';

export type Rule =
  | { type: 'required'; message: string }
  | { type: 'tel' | 'zero' | 'number' | 'mail' | 'm-d' | 'int+'; message: string }
  | { type: 'length' | 'minlength' | 'maxlength' | 'min' | 'max' | 'maxline'; value: number; message: string }
  | { type: 'pattern'; value: RegExp; separator?: string; message: string };

/** 'name@domain.tld' with a top-level domain of 2 to 4 letters (spec §5 'mail'). */
export const MAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,4}$/i;
/** A mainland mobile number: 1 followed by 10 digits (spec §5 'tel'). */
export const TEL_PATTERN = /^1\d{10}$/;
/** An international phone number: + and 7–15 digits. */
export const INTERNATIONAL_TEL_PATTERN = /^\+[1-9]\d{6,14}$/;

function passes(rule: Rule, value: string): boolean {
  const number = Number(value);
  switch (rule.type) {
    case 'required':
      return value.trim() !== '';
    case 'tel':
      return TEL_PATTERN.test(value);
    case 'zero':
      return Number.isInteger(number) && number !== 0;
    case 'number':
      return value.trim() !== '' && Number.isFinite(number);
    case 'mail':
      return MAIL_PATTERN.test(value);
    case 'm-d':
      return /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value);
    case 'int+':
      return /^\d+$/.test(value) && number > 0;
    case 'length':
      return countChars(value) === rule.value;
    case 'minlength':
      return countChars(value) >= rule.value;
    case 'maxlength':
      return countChars(value) <= rule.value;
    case 'min':
      return Number.isFinite(number) && number >= rule.value;
    case 'max':
      return Number.isFinite(number) && number <= rule.value;
    case 'maxline':
      return value.split(/\r\n|\r|\n/).length <= rule.value;
    case 'pattern':
      return (rule.separator === undefined ? [value] : value.split(rule.separator)).every((piece) => rule.value.test(piece));
  }
}

/** The message of the first failing rule, or null when the value is valid. */
export function checkField(value: string, rules: readonly Rule[]): string | null {
  for (const rule of rules) {
    if (rule.type !== 'required' && value === '') continue;
    if (!passes(rule, value)) return rule.message;
  }
  return null;
}

/** Checks every field of a form; the result has a message for each failing field only. */
export function checkForm<K extends string>(values: Record<K, string>, rules: Partial<Record<K, readonly Rule[]>>): Partial<Record<K, string>> {
  const problems: Partial<Record<K, string>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const message = checkField(values[key] ?? '', rules[key] ?? []);
    if (message !== null) problems[key] = message;
  }
  return problems;
}
