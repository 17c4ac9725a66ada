// Every operation of the spec gets a handler: the tag's own, or one answering the documented
// "not implemented" retcode (5001). tests/contract/not-implemented.test.ts lists those, so the list
// can only shrink.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Retcode, fail, retcodeText } from '../envelope';
import { listOperations } from '../contract';
import { authHandlers } from './auth';
import { bannerHandlers } from './banner';
import { announcementHandlers } from './announcement';
import { blogHandlers } from './blog';
import { activityHandlers } from './activity';
import { rankHandlers } from './rank';
import { teamHandlers } from './team';
import { rewardHandlers } from './reward';
import { addressHandlers } from './address';
import { apiTokenHandlers } from './apiToken';
import { bugHandlers } from './bug';
import { uploadHandlers } from './upload';
import { messageHandlers } from './message';
import { testReportHandlers } from './testReport';
import { noticeHandlers } from './notice';
import { accountHandlers } from './account';
import { configHandlers } from './config';
import { ssoHandlers } from './sso';
import { adminBugHandlers } from './admin/adminBug';
import { adminContentHandlers } from './admin/adminContent';
import { adminTradeHandlers } from './admin/adminTrade';
import { adminUserHandlers } from './admin/adminUser';
import { adminRealNameHandlers } from './admin/adminRealName';
import { adminTeamHandlers } from './admin/adminTeam';
import { adminTestReportHandlers } from './admin/adminTestReport';
import { adminMessageHandlers } from './admin/adminMessage';
import { adminRankHandlers } from './admin/adminRank';
import { adminInboxHandlers } from './admin/adminInbox';
import { adminViewHandlers } from './admin/adminView';
import { adminSettingsHandlers } from './admin/adminSettings';
import { adminWebhookHandlers } from './admin/adminWebhook';
import { adminStaffHandlers } from './admin/adminStaff';
import { adminAuditHandlers } from './admin/adminAudit';
import { disclosureHandlers } from './disclosure';
import { adminDisclosureHandlers } from './admin/adminDisclosure';
import { langOf } from '../lang';
import { contextOf, type AppParts, type RequestContext } from './context';
import type { HandlerMap } from './types';

export const implemented: HandlerMap = {
  ...authHandlers,
  ...bannerHandlers,
  ...announcementHandlers,
  ...blogHandlers,
  ...activityHandlers,
  ...rankHandlers,
  ...teamHandlers,
  ...rewardHandlers,
  ...addressHandlers,
  ...apiTokenHandlers,
  ...bugHandlers,
  ...uploadHandlers,
  ...messageHandlers,
  ...testReportHandlers,
  ...noticeHandlers,
  ...accountHandlers,
  ...configHandlers,
  ...ssoHandlers,
  ...adminBugHandlers,
  ...adminContentHandlers,
  ...adminTradeHandlers,
  ...adminUserHandlers,
  ...adminRealNameHandlers,
  ...disclosureHandlers,
  ...adminDisclosureHandlers,
  ...adminTeamHandlers,
  ...adminTestReportHandlers,
  ...adminMessageHandlers,
  ...adminRankHandlers,
  ...adminInboxHandlers,
  ...adminViewHandlers,
  ...adminSettingsHandlers,
  ...adminWebhookHandlers,
  ...adminStaffHandlers,
  ...adminAuditHandlers,
};

type GlueHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type AnyHandler = (request: FastifyRequest, reply: FastifyReply, context: RequestContext) => Promise<unknown>;

export function notImplemented(request: FastifyRequest) {
  const lang = langOf(request);
  return Promise.resolve(fail(Retcode.NotImplemented, retcodeText(Retcode.NotImplemented, lang), lang));
}

/** The glue's handlers: each builds the request's context once (with the app's parts) and hands it to the operation's handler. */
export function serviceHandlers(app: AppParts): Record<string, GlueHandler> {
  const table: Record<string, GlueHandler> = {};
  for (const op of listOperations()) {
    const handler = (implemented as Record<string, AnyHandler | undefined>)[op.operationId];
    table[op.operationId] = handler ? (request, reply) => handler(request, reply, contextOf(request, app)) : notImplemented;
  }
  return table;
}

export function unimplementedOperationIds(): string[] {
  return listOperations()
    .map((op) => op.operationId)
    .filter((id) => !(id in implemented))
    .sort();
}
