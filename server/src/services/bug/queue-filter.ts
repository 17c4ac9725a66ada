// The queue's filters written as its query string (`status=10&urged=true`): how a bulk action and a
// saved view name "the reports this filter shows". Read against the contract's AdminBugQueueFilter,
// with the query string's coercion (numbers, booleans), so a value the queue would refuse is refused
// here too (1001 naming the field), and what is stored is exactly what the queue accepts.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { loadSpec } from '../../contract';
import type { Lang } from '../../envelope';
import { invalid } from '../../messages/index';
import type { QueueFilter } from './queue';

/** Keys of the address that are not filters: the page and the language. */
const NOT_FILTERS = new Set(['page', 'pageSize', 'language']);

let validate: ValidateFunction | undefined;
function validator(): ValidateFunction {
  if (!validate) {
    const ajv = new Ajv2020({ strict: false, coerceTypes: true, allErrors: false });
    ajv.addSchema(loadSpec() as object, 'spec');
    validate = ajv.getSchema('spec#/components/schemas/AdminBugQueueFilter')!;
  }
  return validate;
}

/** The filter of a query string; `field` is the form field it came in, named by a refusal. */
export function parseQueueFilter(lang: Lang, text: string | undefined, field: string, opts: { keepSort?: boolean } = {}): QueueFilter {
  const filter: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text ?? '')) {
    if (NOT_FILTERS.has(key) || value.trim() === '' || (key === 'sort' && !opts.keepSort)) continue;
    filter[key] = value;
  }
  return checkQueueFilter(lang, filter, field);
}

/** A filter object (a stored view's) checked and coerced like the queue's own parameters. */
export function checkQueueFilter(lang: Lang, value: unknown, field: string): QueueFilter {
  const filter = structuredClone(value ?? {}) as Record<string, unknown>;
  const check = validator();
  if (!check(filter)) {
    const error = check.errors?.[0];
    const key = error?.params && 'additionalProperty' in error.params ? String(error.params.additionalProperty) : (error?.instancePath.split('/')[1] ?? '');
    throw invalid(lang, field, (m) => m.bug.badFilter(key));
  }
  return filter as QueueFilter;
}
