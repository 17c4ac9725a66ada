// Handlers of the `adminDisclosure` tag (staff decide disclosure requests, withdraw public ones and
// watch the published security.txt), keyed by operationId.
import { formatDateTime } from '@common/contract-time';
import { ok } from '../../envelope';
import { signedInId } from '../../services/session/current-user';
import { approveDisclosure, listAdminDisclosures, refuseDisclosure, withdrawDisclosure } from '../../services/disclosure/disclosure';
import { expiresSoon, securityTxtExpires } from '../../services/standards/security-txt';
import type { Config } from '../../config';
import type { HandlerMap } from '../types';

const siteOf = (config: Config) => ({ publicUrl: config.publicUrl, publisherName: config.standards.publisherName });

export const adminDisclosureHandlers = {
  async listAdminDisclosures(request, _reply, { db, lang, config }) {
    return ok(await listAdminDisclosures(db, siteOf(config), request.query), lang);
  },
  async approveDisclosure(request, _reply, { db, lang, user, config }) {
    return ok(await approveDisclosure(db, lang, request.params.id, signedInId(user), request.body, siteOf(config)), lang);
  },
  async refuseDisclosure(request, _reply, { db, lang, user }) {
    return ok(await refuseDisclosure(db, lang, request.params.id, signedInId(user), request.body.reason), lang);
  },
  async withdrawDisclosure(request, _reply, { db, lang, user }) {
    return ok(await withdrawDisclosure(db, lang, request.params.id, signedInId(user), request.body.reason), lang);
  },
  async getSecurityTxtStatus(_request, _reply, { lang, config, now, securityTxtSigner }) {
    const at = new Date(now());
    const expires = securityTxtExpires(at, securityTxtSigner?.expiresAt ?? null);
    const status = { url: `${config.publicUrl}/.well-known/security.txt`, expiresTime: formatDateTime(expires), expiresSoon: expiresSoon(expires, at), signed: securityTxtSigner !== null };
    return ok(status, lang);
  },
} satisfies HandlerMap;
