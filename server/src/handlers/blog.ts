// Handlers of the `blog` tag, keyed by operationId (thin: one call into a service). The list says
// whether the signed-in reader liked each article, so only visitors' lists come from the public cache
// (`personal`); an article counts its views, so it is always read.
import { ok } from '../envelope';
import { langOf } from '../lang';
import { answerPublic } from '../plugins/public-cache';
import { requireUserId } from '../services/current-user';
import { getArticle, listArticles, listCategories, setVote } from '../services/content/blogs';
import type { HandlerMap } from './types';

export const blogHandlers = {
  async listArticles(request, reply) {
    const lang = langOf(request);
    const load = async () => ok(await listArticles(request.server.db, lang, request.session.userId, request.query), lang);
    return answerPublic(request, reply, load, { personal: true });
  },
  async getArticle(request) {
    return ok(await getArticle(request.server.db, request.session.userId, request.params.id), langOf(request));
  },
  async listBlogCategories(request, reply) {
    const lang = langOf(request);
    return answerPublic(request, reply, async () => ok(await listCategories(request.server.db, lang), lang));
  },
  async voteArticle(request) {
    return ok(await setVote(request.server.db, requireUserId(request), request.params.id, true), langOf(request));
  },
  async unvoteArticle(request) {
    return ok(await setVote(request.server.db, requireUserId(request), request.params.id, false), langOf(request));
  },
} satisfies HandlerMap;
