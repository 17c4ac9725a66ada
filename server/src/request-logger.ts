// Each request's logger (request.log). Fastify makes a pino child for every request, binding its id;
// pino serialises the bindings at once, which cost about 4% of a 404's CPU in the profile while
// most requests log nothing at the configured level (warn in the bench; at info the access line
// makes it for every request). Here the child is made on the first line logged at an enabled level.
import { LogController, type FastifyBaseLogger, type FastifyLogFn, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildLoggerOptions = Parameters<ChildLoggerFactory>[2];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = Parameters<FastifyLogFn>;
/** The parent Fastify passes is the pino logger it was given. */
type Parent = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: Level, args: LogArgs) {
    if (!this.made && !this.parent.isLevelEnabled(level)) return;
    const logger = this.real;
    (logger[level] as (...a: LogArgs) => void).apply(logger, args);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.real.level = level;
  }

  // Methods on the prototype, not arrow fields: six closures per request would cost what this saves.
  fatal(...args: LogArgs) {
    this.write('fatal', args);
  }
  error(...args: LogArgs) {
    this.write('error', args);
  }
  warn(...args: LogArgs) {
    this.write('warn', args);
  }
  info(...args: LogArgs) {
    this.write('info', args);
  }
  debug(...args: LogArgs) {
    this.write('debug', args);
  }
  trace(...args: LogArgs) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: a pino logger's request child, made when first used. */
export const lazyChildLogger: ChildLoggerFactory = function (logger, bindings, options) {
  const parent = logger as Parent;
  // A route's own log level differs from the parent's: the parent cannot say what is enabled.
  if (options.level !== undefined) return parent.child(bindings, options);
  return new LazyRequestLogger(parent, bindings, options);
};

/**
 * Fastify's request lines: one access line per request, written when the answer has gone out
 * (method, address, status, time, request id), instead of Fastify's two (one on arrival, one on
 * completion), as the LOG_LEVEL row of docs/operations.md says. Half the lines to write, ship and store; the
 * bench at info showed little CPU saved, since serialising the line is most of its cost.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}
  // Fastify's own 404 handler says "Route … not found" besides: the access line's status says it.
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
