// Makes the file storage available to services as app.storage; one the app made itself (from the
// configuration) is closed with the app, one handed in by a caller is the caller's to close.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../infra/storage/storage';

export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { storage: FileStorage; closeWithApp: boolean }) => {
    app.decorate('storage', opts.storage);
    if (opts.closeWithApp) app.addHook('onClose', async () => opts.storage.close());
  },
  { name: 'storage' },
);
