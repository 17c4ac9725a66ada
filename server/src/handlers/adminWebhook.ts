// Handlers of the `adminWebhook` tag, keyed by operationId (thin: one call into a service).
import type { FastifyInstance } from 'fastify';
import { ok, type Lang } from '../envelope';
import type { Db } from '../db/index';
import { listDeliveries, redeliver } from '../services/webhooks/deliveries';
import { createEndpoint, deleteEndpoint, listEndpoints, rotateSecret, updateEndpoint } from '../services/webhooks/endpoints';
import { webhookPolicy } from '../services/webhooks/address-check';
import type { HandlerMap } from './types';

const deps = (server: FastifyInstance, db: Db, lang: Lang) => ({ db, lang, policy: webhookPolicy(server.config.webhookAllowPrivate) });

export const adminWebhookHandlers = {
  async listWebhookEndpoints(request, _reply, { db, lang }) {
    return ok(await listEndpoints(db, request.query), lang);
  },
  async createWebhookEndpoint(request, _reply, { db, lang }) {
    return ok(await createEndpoint(deps(request.server, db, lang), request.body), lang);
  },
  async updateWebhookEndpoint(request, _reply, { db, lang }) {
    return ok(await updateEndpoint(deps(request.server, db, lang), request.params.id, request.body), lang);
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
