// The app's change feed (app.changes, infra/change-feed/change-feed.ts): local with the embedded database,
// LISTEN/NOTIFY with PostgreSQL. Closed with the app.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../infra/change-feed/change-feed';

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed;
  }
}

export const changeFeedPlugin = fp(
  async (app: FastifyInstance, opts: { feed: ChangeFeed }) => {
    app.decorate('changes', opts.feed);
    app.addHook('onClose', async () => opts.feed.close());
  },
  { name: 'change-feed' },
);
