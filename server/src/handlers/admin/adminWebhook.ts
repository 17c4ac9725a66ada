// Handlers of the `adminWebhook` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../../envelope';
import { listDeliveries, redeliver } from '../../services/webhooks/deliveries';
import { createEndpoint, deleteEndpoint, listEndpoints, rotateSecret, updateEndpoint } from '../../services/webhooks/endpoints';
import { webhookPolicy } from '../../services/webhooks/address-check';
import type { RequestContext } from '../context';
import type { HandlerMap } from '../types';

const deps = ({ db, lang, config }: RequestContext) => ({ db, lang, policy: webhookPolicy(config.webhookAllowPrivate) });

export const adminWebhookHandlers = {
  async listWebhookEndpoints(request, _reply, { db, lang }) {
    return ok(await listEndpoints(db, request.query), lang);
  },
  async createWebhookEndpoint(request, _reply, context) {
    return ok(await createEndpoint(deps(context), request.body), context.lang);
  },
  async updateWebhookEndpoint(request, _reply, context) {
    return ok(await updateEndpoint(deps(context), request.params.id, request.body), context.lang);
  },
  async deleteWebhookEndpoint(request, _reply, { db, lang }) {
    return ok(await deleteEndpoint(db, request.params.id), lang);
  },
  async rotateWebhookSecret(request, _reply, { db, lang }) {
    return ok(await rotateSecret(db, request.params.id), lang);
  },
  async listWebhookDeliveries(request, _reply, { db, lang }) {
    return ok(await listDeliveries(db, request.query), lang);
  },
  async redeliverWebhook(request, _reply, { db, lang }) {
    return ok(await redeliver(db, request.params.id), lang);
  },
} satisfies HandlerMap;
