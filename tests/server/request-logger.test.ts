// The lazy request logger: a request that logs nothing at the enabled level makes no pino child,
// and one that does writes its line with the request's id, as Fastify's own children do.
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { AccessLogController, lazyChildLogger } from '../../server/src/request-logger';

function appWithLines(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    childLoggerFactory: lazyChildLogger,
    genReqId: () => 'req-1',
  });
  app.get('/quiet', async (request) => {
    request.log.info('not at warn');
    request.log.debug({ detail: 1 }, 'nor this');
    return { ok: true };
  });
  app.get('/loud', async (request) => {
    request.log.warn({ detail: 2 }, 'written');
    request.log.info('not at warn');
    request.log.child({ part: 'x' }).warn('from a child');
    return { ok: true };
  });
  app.get('/slow-route', { logLevel: 'debug' }, async (request) => {
    request.log.debug('the route asks for debug');
    return { ok: true };
  });
  return { app, lines };
}

describe('lazy request logger', () => {
  it('makes no pino child for a request that logs nothing at the enabled level', async () => {
    const { app, lines } = appWithLines('warn');
    await app.ready();
    const child = vi.spyOn(app.log, 'child');
    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    await app.close();
  });

  it('writes an enabled line with the request id and the fields given, once the child is made', async () => {
    const { app, lines } = appWithLines('warn');
    await app.ready();
    const child = vi.spyOn(app.log, 'child');
    await app.inject('/loud');
    // Once for the request, once for the child asked of it (pino's children inherit the spied method).
    expect(child.mock.calls.map((call) => call[0])).toEqual([{ reqId: 'req-1' }, { part: 'x' }]);
    expect(lines.map((l) => [l.reqId, l.msg, l.detail ?? l.part])).toEqual([
      ['req-1', 'written', 2],
      ['req-1', 'from a child', 'x'],
    ]);
    expect(lines[0]!.level).toBe(40);
    await app.close();
  });

  it("keeps a route's own log level", async () => {
    const { app, lines } = appWithLines('warn');
    await app.inject('/slow-route');
    // With the route at debug, Fastify's own request lines (info) are written as well.
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'the route asks for debug', 'request completed']);
    expect(new Set(lines.map((l) => l.reqId))).toEqual(new Set(['req-1']));
    await app.close();
  });

  it('reports the level in force', async () => {
    const { app } = appWithLines('warn');
    app.get('/level', async (request) => ({ level: request.log.level }));
    expect((await app.inject('/level')).json()).toEqual({ level: 'warn' });
    await app.close();
  });
});

describe('access lines', () => {
  it('writes one line per request, with its answer: method, address, status, time and request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
      childLoggerFactory: lazyChildLogger,
      logController: new AccessLogController(),
      genReqId: () => 'req-2',
    });
    app.get('/ok', async () => ({ ok: true }));
    await app.inject('/ok?x=1');
    await app.inject('/missing');
    expect(lines.map((l) => [l.msg, (l.req as { method: string; url: string }).url, (l.res as { statusCode: number }).statusCode, l.reqId])).toEqual([
      ['request completed', '/ok?x=1', 200, 'req-2'],
      ['request completed', '/missing', 404, 'req-2'],
    ]);
    expect(lines.every((l) => (l.req as { method: string }).method === 'GET' && typeof l.responseTime === 'number' && l.level === 30)).toBe(true);
    await app.close();
  });
});
