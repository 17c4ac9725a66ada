// A readable label for an audit entry's action (an operationId or auth.signIn / auth.signOut) and
// its target kind, from the adminAudit namespace (auth.signIn is the nested key actions.auth.signIn); an action the labels do not know yet (a staff
// operation added to the contract since) shows as its operationId.
import type { TFunction } from 'i18next';

export const actionLabel = (t: TFunction, action: string) => t(`actions.${action}`, { defaultValue: action });
export const kindLabel = (t: TFunction, kind: string) => t(`kinds.${kind}`, { defaultValue: kind });

/** The console page of an entry's target, where one exists (a report opens its review page). */
export function targetHref(kind: string | null, id: number | null): string | null {
  if (id === null) return null;
  if (kind === 'bug') return `/bugs/${id}`;
  if (kind === 'webhook') return `/webhooks?endpointId=${id}`;
  return null;
}
