// The contract's security requirements, checked as each request arrives. The glue checks security in
// preHandler, after the body is parsed and validated; checking in onRequest as well means an anonymous
// or forged request never gets its body read (an upload is not streamed to disk) and never learns
// validation details; the glue's check stays as a backstop.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listOperations, type OperationInfo } from '../../contract';
import { checkRequirements, type makeSecurityHandlers } from '../../security';

function hasBody(request: FastifyRequest): boolean {
  return Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
}

/**
 * A body of a media type the operation does not take would skip the contract's validation (Fastify
 * validates per content type) and reach the handler unchecked: refused with 415.
 */
function unsupportedMedia(op: OperationInfo, request: FastifyRequest): Error | undefined {
  if (!op.bodyMedia.length || !hasBody(request)) return undefined;
  const media = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  return op.bodyMedia.includes(media) ? undefined : Object.assign(new Error('unsupported media type'), { statusCode: 415 });
}

export function installSecurityCheck(app: FastifyInstance, securityHandlers: ReturnType<typeof makeSecurityHandlers>): void {
  const opsById = new Map(listOperations().map((op) => [op.operationId, op]));
  // A callback hook: an operation without requirements (the public reads) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const schema = request.routeOptions.schema as { operationId?: string } | undefined;
    const op = schema?.operationId ? opsById.get(schema.operationId) : undefined;
    if (!op) return done();
    if (op.security.length === 0) return done(unsupportedMedia(op, request));
    checkRequirements(securityHandlers, op.security, request).then(() => done(unsupportedMedia(op, request)), done);
  });
}
