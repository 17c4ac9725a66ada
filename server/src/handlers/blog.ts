// Handlers of the `blog` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { requireUserId } from '../services/current-user';
import { getArticle, listArticles, listCategories, setVote } from '../services/content/blogs';
import type { HandlerMap } from './types';

export const blogHandlers = {
  async listArticles(request) {
    const lang = langOf(request);
    return ok(await listArticles(request.server.db, lang, request.session.userId, request.query), lang);
  },
  async getArticle(request) {
    return ok(await getArticle(request.server.db, request.session.userId, request.params.id), langOf(request));
  },
  async listBlogCategories(request) {
    const lang = langOf(request);
    return ok(await listCategories(request.server.db, lang), lang);
  },
  async voteArticle(request) {
    return ok(await setVote(request.server.db, requireUserId(request), request.params.id, true), langOf(request));
  },
  async unvoteArticle(request) {
    return ok(await setVote(request.server.db, requireUserId(request), request.params.id, false), langOf(request));
  },
} satisfies HandlerMap;
