// At most N uploads per account in progress at once (UPLOAD_CONCURRENCY). Checked in the upload
// routes' onRequest, after the security check and before the body is read, so one more is refused
// (1003) without a byte of it reaching the disk. The slot is freed when the answer has gone out or
// the client went away, whichever comes first.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, onRequestAbortHookHandler, onRequestHookHandler, onResponseHookHandler } from 'fastify';
import { ApiError, Retcode } from '../../envelope';
import { langOf } from '../../lang';
import { tooManyUploadsMessage } from '../../services/upload/upload-messages';

/** Calls that store files (the remote-image catcher too: it fetches and stores them). */
const UPLOAD_OPERATIONS = new Set(['uploadFile', 'uploadEditorImage', 'uploadEditorSnapshot', 'uploadEditorSimple', 'catchRemoteImage']);

/** A route's hooks of one kind as a list (route options take one function or a list). */
function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

export const uploadConcurrencyPlugin = fp(
  async (app: FastifyInstance, opts: { max: number }) => {
    const inProgress = new Map<number, number>();
    app.decorateRequest('uploadSlotOf', null);

    const release = (request: FastifyRequest) => {
      const userId = request.uploadSlotOf;
      if (userId === null) return;
      request.uploadSlotOf = null;
      const n = (inProgress.get(userId) ?? 1) - 1;
      if (n > 0) inProgress.set(userId, n);
      else inProgress.delete(userId);
    };

    // Route hooks on the upload calls alone: no other request (a 404, /healthz) pays for them.
    // They run after the app's onRequest hooks, so after the security check.
    const acquire: onRequestHookHandler = (request, reply, done) => {
      const userId = request.session?.userId;
      if (!userId) return done();
      const n = inProgress.get(userId) ?? 0;
      if (n >= opts.max) return done(new ApiError(Retcode.RateLimited, tooManyUploadsMessage(opts.max, langOf(request))));
      inProgress.set(userId, n + 1);
      request.uploadSlotOf = userId;
      // A connection that ends without a finished answer frees the slot too.
      reply.raw.once('close', () => release(request));
      done();
    };
    const onResponse: onResponseHookHandler = (request, _reply, done) => {
      release(request);
      done();
    };
    const onRequestAbort: onRequestAbortHookHandler = (request, done) => {
      release(request);
      done();
    };
    app.addHook('onRoute', (route) => {
      const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
      if (!operationId || !UPLOAD_OPERATIONS.has(operationId)) return;
      route.onRequest = [...hooksOf(route.onRequest), acquire];
      route.onResponse = [...hooksOf(route.onResponse), onResponse];
      route.onRequestAbort = [...hooksOf(route.onRequestAbort), onRequestAbort];
    });
  },
  { name: 'upload-concurrency' },
);
