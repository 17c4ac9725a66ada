// Everything the app adds to Fastify's instance and request, in one place; the plugin or line that
// sets each one is named beside it.
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { PresentedToken } from '../plugins/app/api-token';
import type { Session, SessionControl } from '../plugins/app/session';
import type { Mailer } from '../infra/mail/mail';
import type { RankCache } from '../services/rank/rank-cache';
import type { AddressPolicy } from '../services/upload/remote-image/address-policy';
import type { PhoneCodeSender } from '../infra/sms/index';
import type { FileStorage } from '../infra/storage/storage';
import type { OidcClient } from '../infra/oidc/oidc-client';
import type { ReceivedFile } from '../services/upload/upload-types';
import type { ChangeNote } from '../services/audit/summary';
import type { SiteStorage } from '../services/upload/site-storage';
import type { SignupGate } from '../services/session/auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** plugins/app/db.ts */
    db: Db;
    /** plugins/app/rank-cache.ts: the rank lists' answers, one cache per app. */
    rankCache: RankCache;
    /** plugins/app/storage.ts */
    storage: FileStorage;
    /** app.ts: the uploads' budget and the disk's floor (services/upload/site-storage.ts). */
    siteStorage: SiteStorage;
    /** plugins/external/hardening.ts: the per-address limits of new accounts. */
    signupGate: SignupGate;
    /** app.ts */
    mailer: Mailer;
    /** app.ts: phone codes (infra/sms). */
    sms: PhoneCodeSender;
    /** app.ts: which addresses the remote-image catcher may connect to: public ones only, except in a test of the success path. */
    remoteImagePolicy: AddressPolicy;
    /** app.ts: the configuration the app was built with (read-only). */
    config: Config;
    /** plugins/app/session.ts */
    sessions: SessionControl;
    /** app.ts: the clock of the second-factor checks (tests move it instead of waiting). */
    now: () => number;
    /** app.ts: the staff single sign-on provider (infra/oidc), when OIDC_ISSUER is configured. */
    oidc: OidcClient | undefined;
  }
  interface FastifyRequest {
    /** plugins/app/session.ts */
    session: Session;
    /** plugins/app/api-token.ts: set when the request carries `Authorization: Bearer` (null otherwise). */
    apiToken: PresentedToken | null;
    /** plugins/app/errors.ts: set once the body is parsed and validated, just before the handlers run. */
    bodyRead?: boolean;
    /** plugins/external/multipart.ts: the files of a multipart body, already checked and kept in DATA_DIR/tmp. */
    uploads: ReceivedFile[];
    /** plugins/app/upload-concurrency.ts: the account whose upload slot this request holds, if any. */
    uploadSlotOf: number | null;
    /** plugins/app/audit.ts: the caller as the handler found it, for an event recorded after the session changed (sign-out). */
    auditActor: { userId: number; staff: boolean; tokenId: number | null } | null;
    /** handlers/context.ts `noteChange`: the before/after an operation gives its audit entry. */
    auditNote: ChangeNote | null;
  }
}
