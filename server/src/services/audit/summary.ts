// What an audit entry says about a request: its body's fields, with every secret-like field (codes,
// passwords, secrets, tokens, captchas) replaced by "[redacted]" and long texts cut, so the log can be
// read by every staff member without leaking what the request carried; plus the before/after an
// operation gives (handlers/context.ts `noteChange`). Kept under the contract's 8000 characters.
const SECRET = /code|pass(word)?|secret|token|captcha|otp/i;
export const TEXT_LIMIT = 200;
const ARRAY_LIMIT = 20;
const FIELD_LIMIT = 40;
export const SUMMARY_LIMIT = 8000;
export const REDACTED = '[redacted]';

type Scalar = string | number | boolean | null;
export type SummaryValue = Scalar | Scalar[] | { [key: string]: SummaryValue };

const cut = (text: string) => (text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT)}…` : text);

function clean(value: unknown, depth: number): SummaryValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return cut(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.slice(0, ARRAY_LIMIT).map((item) => (typeof item === 'object' && item !== null ? '[object]' : (clean(item, depth) as Scalar)));
  // A multipart file part, a Buffer or anything deeper than a field's own object: named, not copied.
  if (typeof value === 'object' && depth < 2 && Object.getPrototypeOf(value) === Object.prototype) return fieldsOf(value as Record<string, unknown>, depth + 1);
  return '[object]';
}

/** A body's fields, redacted and cut (at most 40 of them). */
export function fieldsOf(body: unknown, depth = 0): { [key: string]: SummaryValue } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const out: { [key: string]: SummaryValue } = {};
  for (const [key, value] of Object.entries(body).slice(0, FIELD_LIMIT)) {
    out[key] = SECRET.test(key) && value !== undefined && value !== '' ? REDACTED : clean(value, depth);
  }
  return out;
}

export interface ChangeNote {
  before?: unknown;
  after?: unknown;
}

/** The summary stored with an entry: the fields, and before/after when given, never over the limit. */
export function auditSummary(body: unknown, note?: ChangeNote): { [key: string]: SummaryValue } {
  const summary: { [key: string]: SummaryValue } = { fields: fieldsOf(body) };
  if (note?.before !== undefined) summary.before = clean(note.before, 0);
  if (note?.after !== undefined) summary.after = clean(note.after, 0);
  if (JSON.stringify(summary).length <= SUMMARY_LIMIT) return summary;
  // Only a body of many long fields gets here: its field names say what was sent.
  return { fields: Object.keys(fieldsOf(body)), truncated: true };
}
