// What an audited operation acted on, from its contract path: the segments after /v2/admin/api/ up
// to the `{id}` parameter are the kind (`bug`, `user`, `blog/article`), the id parameter its id; an
// operation without one (a creation) is named by the id its answer gives, when it gives one.
const ADMIN_PREFIX = '/v2/admin/api/';

export interface TargetRule {
  kind: string | null;
  /** The path parameter holding the target's id, when the path has one. */
  idParam: string | null;
}

export function targetRuleOf(path: string): TargetRule {
  if (!path.startsWith(ADMIN_PREFIX)) return { kind: null, idParam: null };
  const segments = path.slice(ADMIN_PREFIX.length).split('/');
  const at = segments.findIndex((s) => /^\{\w+\}$/.test(s));
  const kindSegments = at === -1 ? segments : segments.slice(0, at);
  return { kind: kindSegments.join('/') || null, idParam: at === -1 ? null : segments[at]!.slice(1, -1) };
}

const asId = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 2147483647 ? n : null;
};

/** The target's id: the path parameter's, or the `id` of the answer's retdata for an operation without one. */
export function targetIdOf(rule: TargetRule, params: unknown, retdata: unknown): number | null {
  if (rule.idParam) return asId((params as Record<string, unknown> | undefined)?.[rule.idParam]);
  return asId((retdata as Record<string, unknown> | null | undefined)?.id);
}
