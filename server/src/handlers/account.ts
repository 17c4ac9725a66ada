// Handlers of the `account` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import * as account from '../services/account/account';
import { signedInId } from '../services/session/current-user';
import { answerPersonal } from '../plugins/app/personal-cache';
import { getRealNameStatus, submitRealName } from '../services/account/real-name';
import { getCenterSummary, listCoinRecords } from '../services/trade/records';
import { coinStatement } from '../services/coins/statement';
import * as factor from '../services/second-factor/factor';
import { markSecondFactor } from '../services/second-factor/session-marks';
import type { RequestContext } from './context';
import type { HandlerMap } from './types';

const sender = ({ ip, codesPerIp, mailer, sms }: RequestContext): account.CodeSender => ({ ip, codesPerIp, mailer, sms });

export const accountHandlers = {
  async getProfile(_request, _reply, context) {
    return ok(await account.getProfile(context), context.lang);
  },
  async updateProfile(request, _reply, context) {
    return ok(await account.updateProfile(context, request.body), context.lang);
  },
  async sendEmailChangeCode(request, _reply, context) {
    return ok(await account.sendEmailChangeCode(context, sender(context), request.body.email), context.lang);
  },
  async changeEmail(request, _reply, context) {
    const answer = await account.changeEmail(context, request.body.email, request.body.code);
    // The session record holds no email today; its account's identity changed, so no server keeps
    // a copy made before (nothing cached about the account can outlive the change).
    await context.changes.sessionsChanged({ userId: signedInId(context.user) });
    return ok(answer, context.lang);
  },
  async sendPhoneCode(request, _reply, context) {
    return ok(await account.sendPhoneCode(context, sender(context), request.body.phone), context.lang);
  },
  async bindPhone(request, _reply, context) {
    const answer = await account.bindPhone(context, request.body.phone, request.body.code);
    await context.changes.sessionsChanged({ userId: signedInId(context.user) }); // as for the email
    return ok(answer, context.lang);
  },
  // The centre's reads, per account from memory (plugins/app/personal-cache.ts).
  async getCenterSummary(request, reply, { db, lang, user }) {
    const userId = signedInId(user);
    return answerPersonal(request, reply, userId, async () => ok(await getCenterSummary(db, userId), lang));
  },
  async listCoinRecords(request, reply, { db, lang, user }) {
    const userId = signedInId(user);
    return answerPersonal(request, reply, userId, async () => ok(await listCoinRecords(db, lang, userId, request.query), lang));
  },
  async getCoinStatement(request, _reply, { db, lang, user, config }) {
    return ok(await coinStatement(db, lang, signedInId(user), request.query.month, config.ledgerSigningKey), lang);
  },
  async getRealNameStatus(_request, _reply, { db, lang, user }) {
    return ok(await getRealNameStatus(db, signedInId(user)), lang);
  },
  async submitRealName(request, _reply, { db, lang, user }) {
    return ok(await submitRealName(db, lang, signedInId(user), request.body), lang);
  },
  // Two-factor sign-in (docs/rules.md#second-factor). Never from the personal cache: the status
  // changes with writes the cache's version does not follow.
  async getSecondFactor(_request, _reply, { db, lang, user }) {
    signedInId(user);
    return ok(await factor.secondFactorStatus(db, user!), lang);
  },
  async startSecondFactor(_request, _reply, { db, lang, user }) {
    return ok(await factor.startEnrolment(db, lang, signedInId(user)), lang);
  },
  async confirmSecondFactor(request, _reply, { db, lang, user, session, now }) {
    const at = now();
    const answer = await factor.confirmEnrolment(db, lang, signedInId(user), request.body.code, at);
    // The code just given proves the factor: a step-up right after enrolling needs no second code.
    await markSecondFactor(db, session.cookieToken!, at);
    return ok(answer, lang);
  },
  async regenerateRecoveryCodes(request, _reply, { db, lang, user, now }) {
    return ok(await factor.regenerateRecoveryCodes(db, lang, signedInId(user), request.body.code, now()), lang);
  },
  async disableSecondFactor(request, _reply, { db, lang, user, now }) {
    signedInId(user);
    await factor.disableSecondFactor(db, lang, user!, request.body.code, now());
    return ok({}, lang);
  },
} satisfies HandlerMap;
