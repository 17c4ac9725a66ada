// The type tree as the form shows it: the legacy site showed the ninth main type before the eighth
// (docs/rules.md#calls); the server keeps the natural order (contract, listBugTypes), so the swap happens here,
// once, when the tree arrives.
import type { components } from '@generated/api';

export type BugTypeNode = components['schemas']['BugTypeTree']['types'][number];

export function displayOrder<T>(types: readonly T[]): T[] {
  const list = [...types];
  if (list.length >= 9) [list[7], list[8]] = [list[8]!, list[7]!];
  return list;
}

/** The main type a sub-type belongs to. */
export function mainTypeOf(types: readonly BugTypeNode[], subType: number): number | null {
  return types.find((main) => main.child.some((c) => c.id === subType))?.id ?? null;
}
