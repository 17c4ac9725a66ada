// The notice stream's answer (streamNotices): a server-sent events body that stays open, held by
// the process's hub (services/notice/notice-hub.ts) until the browser leaves or the session ends.
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Retcode, fail, retcodeText } from '../envelope';
import type { RequestContext } from './context';
import { signedInId } from '../services/session/current-user';

const RETRY_AFTER_S = 30;

function lastEventId(request: FastifyRequest): number | null {
  const value = request.headers['last-event-id'];
  const id = typeof value === 'string' && /^[0-9]{1,15}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

export function openNoticeStream(request: FastifyRequest, reply: FastifyReply, { lang, user, session, noticeHub: hub }: RequestContext): FastifyReply {
  if (hub.full()) {
    // The contract's refusals are envelopes (HTTP 200): the page's EventSource fails on it and polls.
    return reply
      .header('retry-after', String(RETRY_AFTER_S))
      .header('cache-control', 'no-store')
      .send(fail(Retcode.RateLimited, retcodeText(Retcode.RateLimited, lang), lang));
  }
  const body = new PassThrough();
  const stream = hub.open({
    userId: signedInId(user),
    staff: user?.role === 'staff',
    lang,
    cookieToken: session.cookieToken,
    lastEventId: lastEventId(request),
    sink: body,
  });
  // The browser left (or the hub ended it): the stream is forgotten either way.
  reply.raw.on('close', () => hub.close(stream));
  return (
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      // A proxy that buffers answers (nginx does by default) would hold the events back.
      .header('x-accel-buffering', 'no')
      .send(body)
  );
}
