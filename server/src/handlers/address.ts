// Handlers of the `address` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../services/account/address';
import { signedInId } from '../services/session/current-user';
import type { HandlerMap } from './types';

export const addressHandlers = {
  async listAddresses(_request, _reply, { db, lang, user }) {
    return ok(await listAddresses(db, signedInId(user)), lang);
  },
  async createAddress(request, _reply, { db, lang, user }) {
    return ok(await createAddress(db, lang, signedInId(user), request.body), lang);
  },
  async updateAddress(request, _reply, { db, lang, user }) {
    return ok(await updateAddress(db, lang, signedInId(user), request.params.id, request.body), lang);
  },
  async deleteAddress(request, _reply, { db, lang, user }) {
    return ok(await deleteAddress(db, signedInId(user), request.params.id), lang);
  },
  async setDefaultAddress(request, _reply, { db, lang, user }) {
    return ok(await setDefaultAddress(db, signedInId(user), request.params.id), lang);
  },
} satisfies HandlerMap;
