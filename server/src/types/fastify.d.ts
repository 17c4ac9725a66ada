// Everything the app adds to Fastify's instance and request, in one place; the plugin or line that
// sets each one is named beside it.
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { PresentedToken } from '../plugins/api-token';
import type { Session, SessionControl } from '../plugins/session';
import type { Mailer } from '../services/mail';
import type { RankCache } from '../services/rank-cache';
import type { AddressPolicy } from '../services/remote-image/address-policy';
import type { PhoneCodeSender } from '../services/sms/index';
import type { FileStorage } from '../services/storage';
import type { ReceivedFile } from '../services/upload-types';

declare module 'fastify' {
  interface FastifyInstance {
    /** plugins/db.ts */
    db: Db;
    /** plugins/rank-cache.ts: the rank lists' answers, one cache per app. */
    rankCache: RankCache;
    /** plugins/storage.ts */
    storage: FileStorage;
    /** app.ts */
    mailer: Mailer;
    /** app.ts: phone codes (services/sms). */
    sms: PhoneCodeSender;
    /** app.ts: which addresses the remote-image catcher may connect to: public ones only, except in a test of the success path. */
    remoteImagePolicy: AddressPolicy;
    /** app.ts: the configuration the app was built with (read-only). */
    config: Config;
    /** plugins/session.ts */
    sessions: SessionControl;
  }
  interface FastifyRequest {
    /** plugins/session.ts */
    session: Session;
    /** plugins/api-token.ts: set when the request carries `Authorization: Bearer` (null otherwise). */
    apiToken: PresentedToken | null;
    /** plugins/errors.ts: set once the body is parsed and validated, just before the handlers run. */
    bodyRead?: boolean;
    /** plugins/multipart.ts: the files of a multipart body, already checked and kept in DATA_DIR/tmp. */
    uploads: ReceivedFile[];
    /** plugins/upload-concurrency.ts: the account whose upload slot this request holds, if any. */
    uploadSlotOf: number | null;
  }
}
