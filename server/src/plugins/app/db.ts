// Makes the database available to services as app.db.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index';

export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db }) => {
    app.decorate('db', opts.db);
  },
  { name: 'db' },
);
