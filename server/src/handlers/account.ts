// Handlers of the `account` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import * as account from '../services/account';
import { signedInId } from '../services/current-user';
import { getCenterSummary, listCoinRecords } from '../services/trade/records';
import type { HandlerMap } from './types';

export const accountHandlers = {
  async getProfile(request, _reply, { lang }) {
    return ok(await account.getProfile(request), lang);
  },
  async updateProfile(request, _reply, { lang }) {
    return ok(await account.updateProfile(request, request.body), lang);
  },
  async sendEmailChangeCode(request, _reply, { lang }) {
    return ok(await account.sendEmailChangeCode(request, request.body.email), lang);
  },
  async changeEmail(request, _reply, { lang }) {
    return ok(await account.changeEmail(request, request.body.email, request.body.code), lang);
  },
  async sendPhoneCode(request, _reply, { lang }) {
    return ok(await account.sendPhoneCode(request, request.body.phone), lang);
  },
  async bindPhone(request, _reply, { lang }) {
    return ok(await account.bindPhone(request, request.body.phone, request.body.code), lang);
  },
  async getCenterSummary(_request, _reply, { db, lang, user }) {
    return ok(await getCenterSummary(db, signedInId(user)), lang);
  },
  async listCoinRecords(request, _reply, { db, lang, user }) {
    return ok(await listCoinRecords(db, lang, signedInId(user), request.query), lang);
  },
  async getRealNameStatus(request, _reply, { lang }) {
    return ok(await account.getRealNameStatus(request), lang);
  },
} satisfies HandlerMap;
