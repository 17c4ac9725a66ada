// One error handler for the whole app: business errors become envelopes with their retcode,
// validation errors become 1001 naming the field, and nothing internal ever reaches a client.
// Text with NUL in it is refused before validation (PostgreSQL cannot store it), and a multipart
// body that breaks off while it is parsed is the client's fault, not a 500; so is a value the
// database refuses to hold.
import crypto from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, Retcode, fail, retcodeText } from '../../envelope';
import { langOf } from '../../lang';
import { describeValidation, type AjvIssue } from '../../validation-messages';

interface GlueSecurityError extends Error {
  errors?: unknown[];
}

const UPLOAD_LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * SQLSTATEs of a value the database cannot hold: too long (22001), out of range (22003, 22008, 22009
 * — a date past what a timestamp takes), malformed (22007, 22P02) or not in the encoding (22021,
 * 22P05). The contract's limits refuse these first; a value one of them misses is still the client's
 * to get right (1001), never a 500.
 */
const UNSTORABLE_VALUE = new Set(['22001', '22003', '22007', '22008', '22009', '22P02', '22021', '22P05']);

/** The SQLSTATE of a database error, also when the driver or the ORM wrapped it (its `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** The first field (dotted path) of a parsed query, path or body whose text holds U+0000. */
export function fieldWithNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const hit = fieldWithNul(item, path);
      if (hit !== null) return hit;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    // for…in, not Object.entries: this runs on every request and allocates nothing on the way.
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
      const hit = fieldWithNul((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
      if (hit !== null) return hit;
    }
  }
  return null;
}

function isMultipart(request: FastifyRequest): boolean {
  return String(request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('multipart/');
}

function nulRefusal(request: FastifyRequest, context: 'querystring' | 'params' | 'body', field: string): ApiError {
  return new ApiError(Retcode.InvalidField, describeValidation([{ instancePath: field ? `/${field}` : '', keyword: 'noNul', params: {} }], context, langOf(request)));
}

export function installErrorHandling(app: FastifyInstance) {
  // Callback hooks: synchronous steps on every request need no promise each.
  app.addHook('preValidation', (request, _reply, done) => {
    let field = fieldWithNul(request.query);
    if (field !== null) return done(nulRefusal(request, 'querystring', field));
    field = fieldWithNul(request.params);
    if (field !== null) return done(nulRefusal(request, 'params', field));
    field = fieldWithNul(request.body);
    if (field !== null) return done(nulRefusal(request, 'body', field));
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    request.bodyRead = true;
    done();
  });

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
    if (UNSTORABLE_VALUE.has(sqlStateOf(error) ?? '')) {
      request.log.warn({ err: error }, 'a value the database cannot hold');
      return reply.status(200).send(fail(Retcode.InvalidField, retcodeText(Retcode.InvalidField, lang), lang));
    }
    if (error.code && UPLOAD_LIMIT_CODES.has(error.code)) {
      return reply.status(200).send(fail(Retcode.UploadRefused, retcodeText(Retcode.UploadRefused, lang), lang));
    }
    if (error.statusCode === 429) {
      // A business refusal like any other (HTTP 200, retcode 1003, as the contract says); the
      // rate-limit plugin has already set Retry-After.
      return reply.status(200).send(fail(Retcode.RateLimited, retcodeText(Retcode.RateLimited, lang), lang));
    }
    if (!error.statusCode && isMultipart(request) && !request.bodyRead) {
      // The multipart parser's own errors (a body cut off before its closing boundary, a malformed
      // part header) carry no status: the body was the client's to get right.
      request.log.info({ err: error }, 'malformed multipart body');
      return reply.status(400).send(fail(Retcode.InvalidField, retcodeText(Retcode.InvalidField, lang), lang));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Unparsable bodies, unsupported media types, oversized bodies: the client's fault, never a 500.
      request.log.info({ err: error }, 'bad request');
      return reply.status(error.statusCode).send(fail(Retcode.InvalidField, retcodeText(Retcode.InvalidField, lang), lang));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(Retcode.InternalError, retcodeText(Retcode.InternalError, lang), lang));
  });

  app.setNotFoundHandler(notFoundRoute);
}

/** The security headers of an answer sent before helmet's hook runs (helmet's are set in onRequest). */
export const STRICT_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

/**
 * Fastify's own refusals before routing (an address with bad percent-encoding, an over-long path
 * parameter): the envelope, the request id and strict security headers, as every other answer has,
 * and nothing of the request echoed back. The hooks that set those headers never run for these.
 */
export function frameworkErrorAnswer(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = langOf(request);
  void reply
    .status(400)
    .headers({ 'x-request-id': request.id, ...STRICT_HEADERS })
    .send(fail(Retcode.InvalidField, retcodeText(Retcode.InvalidField, lang), lang));
}

/** The language a raw request asked for, read from its request line (`language=en`), else zh. */
function rawLanguage(raw: unknown): 'zh' | 'en' {
  const line = Buffer.isBuffer(raw) ? raw.subarray(0, 4096).toString('latin1').split('\r\n', 1)[0]! : '';
  return /[?&]language=en(?:[&#\s]|$)/.test(line) ? 'en' : 'zh';
}

/**
 * What Node's HTTP parser refuses before Fastify has a request (a request line or headers past the
 * 16 KiB limit: 431; bytes that are not HTTP: 400; too slow: 408): the envelope with a request id
 * and the strict security headers, as every other answer, written to the socket, which then
 * closes (the parser cannot go on after an error). Fastify's clientErrorHandler.
 */
export function clientErrorAnswer(error: ConnectionError, socket: Socket): void {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const lang = rawLanguage(error.rawPacket);
  const body = JSON.stringify(fail(Retcode.InvalidField, retcodeText(Retcode.InvalidField, lang), lang));
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'x-request-id': crypto.randomUUID(),
    ...STRICT_HEADERS,
    connection: 'close',
  };
  if (socket.writable) {
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}

/**
 * An address nothing answers: HTTP 404 with the 1002 envelope. Synchronous: every unknown API
 * address passes here, and an async handler left Fastify a promise to follow on each.
 */
export function notFoundEnvelope(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const lang = langOf(request);
  return reply.status(404).send(fail(Retcode.NotFound, retcodeText(Retcode.NotFound, lang), lang));
}

/** notFoundEnvelope as a route handler: a synchronous handler that sent its answer returns nothing. */
export function notFoundRoute(request: FastifyRequest, reply: FastifyReply): void {
  notFoundEnvelope(request, reply);
}
