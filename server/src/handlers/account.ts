// Handlers of the `account` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import * as account from '../services/account';
import { requireUserId } from '../services/current-user';
import { getRealNameStatus, submitRealName } from '../services/real-name';
import { getCenterSummary, listCoinRecords } from '../services/trade/records';
import type { HandlerMap } from './types';

export const accountHandlers = {
  async getProfile(request) {
    return ok(await account.getProfile(request), langOf(request));
  },
  async updateProfile(request) {
    return ok(await account.updateProfile(request, request.body), langOf(request));
  },
  async sendEmailChangeCode(request) {
    return ok(await account.sendEmailChangeCode(request, request.body.email), langOf(request));
  },
  async changeEmail(request) {
    return ok(await account.changeEmail(request, request.body.email, request.body.code), langOf(request));
  },
  async sendPhoneCode(request) {
    return ok(await account.sendPhoneCode(request, request.body.phone), langOf(request));
  },
  async bindPhone(request) {
    return ok(await account.bindPhone(request, request.body.phone, request.body.code), langOf(request));
  },
  async getCenterSummary(request) {
    return ok(await getCenterSummary(request.server.db, requireUserId(request)), langOf(request));
  },
  async listCoinRecords(request) {
    const lang = langOf(request);
    return ok(await listCoinRecords(request.server.db, lang, requireUserId(request), request.query), lang);
  },
  async getRealNameStatus(request) {
    return ok(await getRealNameStatus(request.server.db, requireUserId(request)), langOf(request));
  },
  async submitRealName(request) {
    const lang = langOf(request);
    return ok(await submitRealName(request.server.db, lang, requireUserId(request), request.body), lang);
  },
} satisfies HandlerMap;
