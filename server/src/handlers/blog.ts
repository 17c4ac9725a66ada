// Handlers of the `blog` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { signedInId } from '../services/current-user';
import { getArticle, listArticles, listCategories, setVote } from '../services/content/blogs';
import type { HandlerMap } from './types';

export const blogHandlers = {
  async listArticles(request, _reply, { db, lang }) {
    return ok(await listArticles(db, lang, request.session.userId, request.query), lang);
  },
  async getArticle(request, _reply, { db, lang }) {
    return ok(await getArticle(db, request.session.userId, request.params.id), lang);
  },
  async listBlogCategories(_request, _reply, { db, lang }) {
    return ok(await listCategories(db, lang), lang);
  },
  async voteArticle(request, _reply, { db, lang, user }) {
    return ok(await setVote(db, signedInId(user), request.params.id, true), lang);
  },
  async unvoteArticle(request, _reply, { db, lang, user }) {
    return ok(await setVote(db, signedInId(user), request.params.id, false), lang);
  },
} satisfies HandlerMap;
