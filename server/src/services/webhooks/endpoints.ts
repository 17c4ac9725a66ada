// The endpoints staff register. An address must pass the SSRF rule when saved (and again at every
// attempt: DNS may change); the secret is answered only at creation and rotation.
import { count, desc, eq } from 'drizzle-orm';
import type { WebhookEvent } from '@generated/enums';
import type { Db } from '../../db/index';
import { webhookEndpoints } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { invalid } from '../../messages/index';
import type { AddressPolicy } from '../upload/remote-image/address-policy';
import { paging } from '../paging';
import { checkedAddress, type Resolver } from './address-check';
import { newSecret } from './signature';
import { formatDateTime } from '@common/contract-time';

export interface EndpointForm {
  url: string;
  events: WebhookEvent[];
  active?: boolean;
}

export interface EndpointDeps {
  db: Db;
  lang: Lang;
  policy: AddressPolicy;
  resolve?: Resolver;
}

async function checked(deps: EndpointDeps, form: EndpointForm) {
  const url = form.url.trim();
  const result = await checkedAddress(url, deps.policy, deps.resolve);
  if (!result.ok) {
    throw invalid(deps.lang, 'url', (m) => (result.problem === 'scheme' ? m.webhook.urlScheme : result.problem === 'address' ? m.webhook.urlPrivate : m.webhook.urlUnresolved));
  }
  const events = [...new Set(form.events)];
  if (events.length === 0) throw invalid(deps.lang, 'events', (m) => m.webhook.eventsRequired);
  return { url, events, active: form.active ?? true };
}

export async function listEndpoints(db: Db, query: { page?: number; pageSize?: number }) {
  const { limit, offset } = paging(query);
  const [rows, [total]] = await Promise.all([
    db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(webhookEndpoints),
  ]);
  return {
    total: total?.n ?? 0,
    endpoints: rows.map((r) => ({
      id: r.id,
      url: r.url,
      events: r.events as WebhookEvent[],
      active: r.active,
      secretHint: r.secret.slice(-4),
      createTime: formatDateTime(r.createdAt),
      updateTime: formatDateTime(r.updatedAt),
    })),
  };
}

export async function createEndpoint(deps: EndpointDeps, form: EndpointForm) {
  const secret = newSecret();
  const [row] = await deps.db
    .insert(webhookEndpoints)
    .values({ ...(await checked(deps, form)), secret })
    .returning({ id: webhookEndpoints.id });
  return { id: row!.id, secret };
}

export async function updateEndpoint(deps: EndpointDeps, id: number, form: EndpointForm) {
  const values = await checked(deps, form);
  const rows = await deps.db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  if (rows.length === 0) throw new ApiError(Retcode.NotFound);
  return {};
}

export async function deleteEndpoint(db: Db, id: number) {
  const rows = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
  if (rows.length === 0) throw new ApiError(Retcode.NotFound);
  return {};
}

export async function rotateSecret(db: Db, id: number) {
  const secret = newSecret();
  const rows = await db.update(webhookEndpoints).set({ secret, updatedAt: new Date() }).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
  if (rows.length === 0) throw new ApiError(Retcode.NotFound);
  return { id, secret };
}
