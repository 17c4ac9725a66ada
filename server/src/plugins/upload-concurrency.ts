// At most N uploads per account in progress at once (UPLOAD_CONCURRENCY). Checked in onRequest,
// after the security check and before the body is read, so one more is refused (1003) without a
// byte of it reaching the disk. The slot is freed when the answer has gone out or the client went
// away, whichever comes first.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Retcode } from '../envelope';
import { langOf } from '../lang';
import { tooManyUploadsMessage } from '../services/upload-messages';

/** Calls that store files (the remote-image catcher too: it fetches and stores them). */
const UPLOAD_OPERATIONS = new Set(['uploadFile', 'uploadEditorImage', 'uploadEditorSnapshot', 'uploadEditorSimple', 'catchRemoteImage']);

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

    // Callback hooks: every request passes here (a 404, /healthz), and none of this waits.
    app.addHook('onRequest', (request, reply, done) => {
      const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
      const userId = request.session?.userId;
      if (!operationId || !UPLOAD_OPERATIONS.has(operationId) || !userId) return done();
      const n = inProgress.get(userId) ?? 0;
      if (n >= opts.max) return done(new ApiError(Retcode.RateLimited, tooManyUploadsMessage(opts.max, langOf(request))));
      inProgress.set(userId, n + 1);
      request.uploadSlotOf = userId;
      // A connection that ends without a finished answer frees the slot too.
      reply.raw.once('close', () => release(request));
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      release(request);
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      release(request);
      done();
    });
  },
  { name: 'upload-concurrency' },
);
