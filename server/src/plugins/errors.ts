// One error handler for the whole app: business errors become envelopes with their retcode,
// validation errors become 1001 naming the field, and nothing internal ever reaches a client.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, Retcode, fail, retcodeText } from '../envelope';
import { langOf } from '../lang';
import { describeValidation, type AjvIssue } from '../validation-messages';

interface GlueSecurityError extends Error {
  errors?: unknown[];
}

const UPLOAD_LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError & GlueSecurityError, request, reply) => {
    const lang = langOf(request);
    // fastify-openapi-glue wraps the security handlers' errors; answer the first one of ours.
    const inner = error.errors?.find((e): e is ApiError => e instanceof ApiError);
    const apiError = error instanceof ApiError ? error : inner;
    if (apiError) {
      return reply.status(apiError.httpStatus).send(fail(apiError.retcode, apiError.message, lang));
    }
    if (error.validation) {
      const msg = describeValidation(error.validation as AjvIssue[], error.validationContext ?? 'body', lang);
      return reply.status(200).send(fail(Retcode.InvalidField, msg, lang));
    }
    if (error.code && UPLOAD_LIMIT_CODES.has(error.code)) {
      return reply.status(200).send(fail(Retcode.UploadRefused, retcodeText(Retcode.UploadRefused, lang), lang));
    }
    if (error.statusCode === 429) {
      // A business refusal like any other (HTTP 200, retcode 1003, as the contract says); the
      // rate-limit plugin has already set Retry-After.
      return reply.status(200).send(fail(Retcode.RateLimited, retcodeText(Retcode.RateLimited, lang), lang));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Unparsable bodies, unsupported media types, oversized bodies: the client's fault, never a 500.
      request.log.info({ err: error }, 'bad request');
      return reply.status(error.statusCode).send(fail(Retcode.InvalidField, retcodeText(Retcode.InvalidField, lang), lang));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(Retcode.InternalError, retcodeText(Retcode.InternalError, lang), lang));
  });

  app.setNotFoundHandler(notFoundEnvelope);
}

/** An address nothing answers: HTTP 404 with the 1002 envelope. */
export async function notFoundEnvelope(request: FastifyRequest, reply: FastifyReply) {
  const lang = langOf(request);
  return reply.status(404).send(fail(Retcode.NotFound, retcodeText(Retcode.NotFound, lang), lang));
}
