// The routes: every operation of the contract through fastify-openapi-glue (the handlers keyed by
// operationId, each given its request context), the API reference pages and the built web app.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { specForGlue } from '../../contract';
import type { AppParts } from '../../handlers/context';
import { serviceHandlers } from '../../handlers/index';
import type { makeSecurityHandlers } from '../../security';
import { uploadPolicy } from '../../services/upload/uploads';
import { multipartPlugin } from '../external/multipart';
import { registerApiDocs } from './api-docs';
import { shareMetaSchemaValidators } from './glue-meta-schema';
import { registerWebApp } from './web-app';
import { registerWellKnown, securityTxtSigner } from './well-known';

export async function registerRoutes(
  app: FastifyInstance,
  opts: { parts: AppParts; securityHandlers: ReturnType<typeof makeSecurityHandlers>; dataDir: string; webDist: string },
): Promise<void> {
  shareMetaSchemaValidators();
  const parts: AppParts = { ...opts.parts, securityTxtSigner: await securityTxtSigner(opts.parts) };
  const handlers = serviceHandlers(parts);
  const { securityHandlers } = opts;
  // The upload operations in a context of their own: the multipart parser and its hooks (three of
  // them promises) run on those four routes only, not on every request.
  await app.register(async (uploads) => {
    await uploads.register(multipartPlugin, { tmpDir: path.join(opts.dataDir, 'tmp'), policy: uploadPolicy });
    await uploads.register(openapiGlue, { specification: specForGlue(undefined, 'multipart'), serviceHandlers: handlers, securityHandlers });
  });
  await app.register(openapiGlue, { specification: specForGlue(undefined, 'other'), serviceHandlers: handlers, securityHandlers });
  registerApiDocs(app);
  registerWellKnown(app, parts);
  await registerWebApp(app, { dist: opts.webDist });
}
