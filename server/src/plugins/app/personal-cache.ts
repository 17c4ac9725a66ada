// Signed-in reads from memory: the researcher's centre polls its summary, report list and
// coin records, and each costs several embedded-database queries. Their answers are kept serialised
// per account: the key starts with the account the handler answers for (never the cookie, never a
// visitor: these operations refuse anyone not signed in before the handler runs), then the operation
// and the address (language, paging and filters are in the address).
//
// An answer is kept under the content version (infra/change-feed/change-feed.ts), which every committed write
// moves before its answer leaves, here and through the change feed on every other server (a new report,
// a staff action, a ledger change, a setting, a profile edit; jobs that write outside a request move it
// themselves, as the monthly prizes do). The version is global: another account's write makes this
// one's answer stale too (a rank moves), which costs a reload but can never serve an old answer.
// The TTL bounds what no write announces: time passing (this month's figures at a new month).
// Sign-out needs nothing here: the next request has no session and never reaches the handler.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '../../envelope';
import { ReadCache } from '../../services/read-cache';

export const PERSONAL_CACHE_ENTRIES = 5_000;
/** The answers' share of the server's memory (their serialised bodies): about 16 MB at most. */
export const PERSONAL_CACHE_BYTES = 16 * 1024 * 1024;
export const PERSONAL_CACHE_TTL_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    personalCache: { enabled: boolean; answers: ReadCache<string> };
  }
}

/** The cache key of one account's answer: the account first, so no other account's key can equal it. */
export function personalKey(userId: number, request: FastifyRequest): string {
  const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId ?? '';
  return `${userId}|${operationId}|${request.url}`;
}

/**
 * Answers a signed-in read of account `userId` (the handler's signed-in user) from the cache,
 * loading it when missing or stale. Never stored by a browser or a proxy for someone else.
 */
export async function answerPersonal(request: FastifyRequest, reply: FastifyReply, userId: number, load: () => Promise<Envelope<unknown>>): Promise<FastifyReply> {
  const { enabled, answers } = request.server.personalCache;
  const serialised = async () => JSON.stringify(await load());
  const body = enabled ? await answers.get(personalKey(userId, request), serialised) : await serialised();
  reply.header('cache-control', 'private, no-store');
  return reply.type('application/json; charset=utf-8').send(body);
}

export const personalCachePlugin = fp(
  async (app: FastifyInstance, opts: { enabled: boolean }) => {
    const answers = new ReadCache<string>({ maxEntries: PERSONAL_CACHE_ENTRIES, maxBytes: PERSONAL_CACHE_BYTES }, PERSONAL_CACHE_TTL_MS, Date.now, () => app.changes.version());
    app.decorate('personalCache', { enabled: opts.enabled, answers });
  },
  { name: 'personal-cache', dependencies: ['change-feed'] },
);
