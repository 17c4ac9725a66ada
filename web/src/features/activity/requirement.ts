// An activity's scope as shown (docs/rules.md#activity-scope): a range written `a~b` reads 'a ~ b',
// `~x` below x, `x~` above x, and `*` (or a range open at both ends) unlimited; any other text is
// shown as staff wrote it.
import type { TFunction } from 'i18next';

export type RequirementShape = { kind: 'unlimited' } | { kind: 'between'; low: string; high: string } | { kind: 'below' | 'above'; bound: string } | { kind: 'text'; text: string };

export function requirementShape(raw: string): RequirementShape {
  const text = raw.trim();
  if (text === '*') return { kind: 'unlimited' };
  const range = /^([^~]*)~([^~]*)$/.exec(text);
  if (!range) return { kind: 'text', text };
  const low = range[1]!.trim();
  const high = range[2]!.trim();
  if (low && high) return { kind: 'between', low, high };
  if (high) return { kind: 'below', bound: high };
  if (low) return { kind: 'above', bound: low };
  return { kind: 'unlimited' };
}

/** The scope in the reader's language (`t` of the activity namespace). */
export function formatRequirement(raw: string, t: TFunction<'activity'>): string {
  const shape = requirementShape(raw);
  switch (shape.kind) {
    case 'unlimited':
      return t('range.unlimited');
    case 'between':
      return `${shape.low} ~ ${shape.high}`;
    case 'below':
      return t('range.below', { bound: shape.bound });
    case 'above':
      return t('range.above', { bound: shape.bound });
    case 'text':
      return shape.text;
  }
}
