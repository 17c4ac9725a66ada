// Handlers of the `address` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../services/address';
import { requireUserId } from '../services/current-user';
import type { HandlerMap } from './types';

export const addressHandlers = {
  async listAddresses(request) {
    return ok(await listAddresses(request.server.db, requireUserId(request)), langOf(request));
  },
  async createAddress(request) {
    const lang = langOf(request);
    return ok(await createAddress(request.server.db, lang, requireUserId(request), request.body), lang);
  },
  async updateAddress(request) {
    const lang = langOf(request);
    return ok(await updateAddress(request.server.db, lang, requireUserId(request), request.params.id, request.body), lang);
  },
  async deleteAddress(request) {
    return ok(await deleteAddress(request.server.db, requireUserId(request), request.params.id), langOf(request));
  },
  async setDefaultAddress(request) {
    return ok(await setDefaultAddress(request.server.db, requireUserId(request), request.params.id), langOf(request));
  },
} satisfies HandlerMap;
