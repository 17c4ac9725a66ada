// Handlers of the `rank` tag, keyed by operationId (thin: one call into a service; rank lists go
// through the app's rank cache (the context's rankCache), and the public cache in front of it, which answers a hit
// with no query; without the public cache, PostgreSQL, the rank cache checks the database's versions).
import { ok } from '../envelope';
import { answerPublic } from '../plugins/app/public-cache';
import { getUserProfile, listTeamRank, listUserRank } from '../services/rank/rank';
import { getPrizeInputs } from '../services/rank/prize-inputs';
import { listPublicKeys } from '../services/coins/ledger-key';
import type { HandlerMap } from './types';

const keyOf = (kind: string, lang: string, query: object) => `${kind}|${lang}|${JSON.stringify(query)}`;

export const rankHandlers = {
  async listUserRank(request, reply, { db, lang, rankCache }) {
    const load = () => rankCache.get(keyOf('user', lang, request.query), () => listUserRank(db, lang, request.query));
    return answerPublic(request, reply, async () => ok(await load(), lang));
  },
  async listTeamRank(request, reply, { db, lang, rankCache }) {
    const load = () => rankCache.get(keyOf('team', lang, request.query), () => listTeamRank(db, lang, request.query));
    return answerPublic(request, reply, async () => ok(await load(), lang));
  },
  async getUserProfile(request, reply, { db, lang }) {
    // A researcher's own change (nickname, portrait) shows on it: the browser asks every time.
    const load = async () => ok(await getUserProfile(db, request.params.userId), lang);
    return answerPublic(request, reply, load, { maxAge: 0 });
  },
  async getMonthlyPrizeInputs(request, reply, { db, lang }) {
    // Written once at award time: a cached answer goes stale only when the month is awarded (a ledger write).
    return answerPublic(request, reply, async () => ok(await getPrizeInputs(db, lang, request.params.month), lang));
  },
  async listLedgerKeys(_request, _reply, { db, lang }) {
    return ok({ keys: await listPublicKeys(db) }, lang);
  },
} satisfies HandlerMap;
