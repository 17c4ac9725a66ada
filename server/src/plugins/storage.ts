// Makes the file storage available to services as app.storage.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../services/storage';

export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { storage: FileStorage }) => {
    app.decorate('storage', opts.storage);
  },
  { name: 'storage' },
);
