// Everything the app adds to Fastify's instance and request, in one place; the plugin or line that
// sets each one is named beside it.
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { PresentedToken } from '../plugins/api-token';
import type { Session } from '../plugins/session';
import type { Mailer } from '../services/mail';
import type { RankCache } from '../services/rank-cache';
import type { SessionData, SessionStore } from '../services/session-data';
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
    /** app.ts: the configuration the app was built with (read-only). */
    config: Config;
    /** plugins/session.ts */
    sessions: {
      store: SessionStore;
      /** Make sure the request has a stored session (anonymous if need be) and return its CSRF token. */
      ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionData>;
      /** Persist a rotated session, drop the previous one and set the cookie. */
      commitRotation(request: FastifyRequest, reply: FastifyReply, previous: string | null): Promise<void>;
    };
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
