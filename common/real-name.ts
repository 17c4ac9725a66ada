// The real-name rules both sides apply (contract submitRealName): what a legal name and an
// identity-document number may be, and how a number is masked. The lengths and the number's
// characters come from the contract (RealNameFormLimits); the check digit cannot be a schema keyword.
import { RealNameFormLimits as Limits } from '../generated/limits';
import { countChars } from './text-count';

export type RealNameProblem = 'required' | 'length' | 'characters' | 'checkDigit';

/** Letters and combining marks of any script, spaces and the punctuation names use (·.'’-). */
const NAME_CHARS = /^[\p{L}\p{M}][\p{L}\p{M} ·.'’-]*$/u;
const NUMBER_CHARS = new RegExp(Limits.idNumber.pattern);
/** 17 digits and a digit or X: read as a PRC resident identity number (GB 11643). */
const PRC_RESIDENT = /^\d{17}[\dX]$/;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The name as kept: trimmed, runs of spaces made one. */
export function normaliseName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** The number as kept: spaces and hyphens (as printed on some documents) removed, upper case. */
export function normaliseIdNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

export function nameProblem(raw: string): RealNameProblem | null {
  const name = normaliseName(raw);
  if (!name) return 'required';
  if (countChars(name) < Limits.name.minLength || countChars(name) > Limits.name.maxLength) return 'length';
  return NAME_CHARS.test(name) ? null : 'characters';
}

/** ISO 7064 MOD 11-2 as GB 11643 uses it: the 18th character from the weighted sum of the first 17. */
export function prcCheckDigitOk(id: string): boolean {
  if (!PRC_RESIDENT.test(id)) return false;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return CHECK_CHARS[sum % 11] === id[17];
}

/** Checks a normalised number (normaliseIdNumber). */
export function idNumberProblem(id: string): RealNameProblem | null {
  if (!id) return 'required';
  if (id.length < Limits.idNumber.minLength || id.length > Limits.idNumber.maxLength) return 'length';
  if (!NUMBER_CHARS.test(id)) return 'characters';
  if (PRC_RESIDENT.test(id) && !prcCheckDigitOk(id)) return 'checkDigit';
  return null;
}

/** Every character but the last 4 as '*': the only form in which a number is kept or shown. */
export function maskIdNumber(id: string): string {
  return '*'.repeat(Math.max(1, id.length - 4)) + id.slice(-4);
}

/** A name for a researcher's eyes: first and last character kept (王*明, J********h). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return chars[0] + '*'.repeat(chars.length - 2) + chars.at(-1);
}
