// Handlers of the `blog` tag, keyed by operationId (thin: one call into a service). The list says
// whether the signed-in reader liked each article, so only visitors' lists come from the public cache
// (`personal`); an article counts its views, so it is always read.
import { ok } from '../envelope';
import { answerPublic } from '../plugins/app/public-cache';
import { signedInId } from '../services/session/current-user';
import { getArticle, listArticles, listCategories, setVote } from '../services/content/blogs';
import type { HandlerMap } from './types';

export const blogHandlers = {
  async listArticles(request, reply, { db, lang, user }) {
    const load = async () => ok(await listArticles(db, lang, user?.id ?? null, request.query), lang);
    return answerPublic(request, reply, load, { personal: true });
  },
  async getArticle(request, _reply, { db, lang, user }) {
    return ok(await getArticle(db, user?.id ?? null, request.params.id), lang);
  },
  async listBlogCategories(request, reply, { db, lang }) {
    return answerPublic(request, reply, async () => ok(await listCategories(db, lang), lang));
  },
  async voteArticle(request, _reply, { db, lang, user }) {
    return ok(await setVote(db, signedInId(user), request.params.id, true), lang);
  },
  async unvoteArticle(request, _reply, { db, lang, user }) {
    return ok(await setVote(db, signedInId(user), request.params.id, false), lang);
  },
} satisfies HandlerMap;
