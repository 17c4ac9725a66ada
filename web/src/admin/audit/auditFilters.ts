// The audit log's filters as they sit in the address (strings) and as the list and the export send
// them: the contract's AuditLogFilter, held to its limits (generated/limits.ts). A value the contract
// would refuse (a malformed day, an unknown outcome) is left out rather than answered with 1001,
// since anyone can edit an address.
import type { components } from '@generated/api';
import { AuditOutcome } from '@generated/enums';
import { AuditLogFilterLimits as Limits } from '@generated/limits';
import type { FilterValues } from '../components/useFilters';

export type AuditFilter = components['schemas']['AuditLogFilter'];

/** Every field of the filter, in the address; a field the contract adds must be placed here. */
const FIELDS = {
  actorId: true,
  action: true,
  targetKind: true,
  targetId: true,
  outcome: true,
  startTime: true,
  endTime: true,
} satisfies Record<keyof AuditFilter, true>;
export const AUDIT_FILTER_KEYS = Object.keys(FIELDS) as (keyof AuditFilter)[];
export type AuditFilterKey = keyof AuditFilter;

export const OUTCOMES = Object.values(AuditOutcome);
const ACTION = new RegExp(Limits.action.pattern);
const KIND = new RegExp(Limits.targetKind.pattern);
const START_DAY = new RegExp(Limits.startTime.pattern);
const END_DAY = new RegExp(Limits.endTime.pattern);

function id(raw: string | undefined, limits: { minimum: number; maximum: number }): number | undefined {
  const n = Number(raw);
  return raw !== undefined && Number.isInteger(n) && n >= limits.minimum && n <= limits.maximum ? n : undefined;
}

const text = (raw: string | undefined, pattern: RegExp, max: number) => (raw && raw.length <= max && pattern.test(raw) ? raw : undefined);

/** The list's (and the export's) filter from the address values. */
export function auditQuery(values: FilterValues<AuditFilterKey>): AuditFilter {
  const actorId = id(values.actorId, Limits.actorId);
  const targetId = id(values.targetId, Limits.targetId);
  const action = text(values.action, ACTION, Limits.action.maxLength);
  const targetKind = text(values.targetKind, KIND, Limits.targetKind.maxLength);
  const outcome = OUTCOMES.find((o) => o === values.outcome);
  return {
    ...(actorId !== undefined ? { actorId } : {}),
    ...(action ? { action } : {}),
    ...(targetKind ? { targetKind } : {}),
    ...(targetId !== undefined ? { targetId } : {}),
    ...(outcome ? { outcome } : {}),
    ...(values.startTime && START_DAY.test(values.startTime) ? { startTime: values.startTime } : {}),
    ...(values.endTime && END_DAY.test(values.endTime) ? { endTime: values.endTime } : {}),
  };
}
