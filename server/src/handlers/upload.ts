// Handlers of the `upload` tag, keyed by operationId (thin: one call into a service).
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ApiError, Retcode, ok, type Lang } from '../envelope';
import { describeValidation } from '../validation-messages';
import type { RequestContext } from './context';
import type { ReceivedFile } from '../plugins/external/multipart';
import { signedInId } from '../services/session/current-user';
import { attachmentDisposition, markUpload, openDownload, storeUpload } from '../services/upload/uploads';
import { quotaOf } from '../services/upload/upload-quota';
import { catchRemoteImages } from '../services/upload/remote-image/catch';
import { editorConfig } from '../services/upload/editor-config';
import { signInAddress } from '../security';
import type { HandlerMap } from './types';

function receivedFile(request: FastifyRequest, lang: Lang): ReceivedFile {
  const file = request.uploads.find((f) => f.field === 'file');
  // The glue has already required the file part; this guards a body that named it but sent none.
  if (!file) throw new ApiError(Retcode.InvalidField, describeValidation([{ instancePath: '', keyword: 'required', params: { missingProperty: 'file' } }], 'body', lang));
  return file;
}

/** An editor image through the editor's rule; a refusal is an ordinary reply whose state the editor shows. */
async function storeEditorImage(request: FastifyRequest, { db, lang, user, storage, config, siteStorage }: RequestContext) {
  const file = receivedFile(request, lang);
  const result = await storeUpload(db, storage, {
    ownerId: signedInId(user),
    kind: 'editor',
    file,
    lang,
    quotaBytes: config.uploadQuotaBytes,
    site: siteStorage,
  });
  const original = file.clientName.slice(0, 255);
  if (!result.ok) return { state: result.message, url: '', title: '', original };
  return { state: 'SUCCESS', url: result.upload.url, title: result.upload.key, original };
}

export const uploadHandlers = {
  async uploadFile(request, _reply, { db, lang, user, storage, config, siteStorage }) {
    const result = await storeUpload(db, storage, {
      ownerId: signedInId(user),
      kind: request.body.fileType,
      file: receivedFile(request, lang),
      lang,
      quotaBytes: config.uploadQuotaBytes,
      site: siteStorage,
    });
    if (!result.ok) throw new ApiError(Retcode.UploadRefused, result.message);
    return ok(result.upload, lang);
  },

  async uploadEditorImage(request, _reply, context) {
    return ok(await storeEditorImage(request, context), context.lang);
  },

  async uploadEditorSimple(request, _reply, context) {
    return ok(await storeEditorImage(request, context), context.lang);
  },

  async uploadEditorSnapshot(request, _reply, context) {
    const { state, url, title } = await storeEditorImage(request, context);
    return ok({ state, url, title }, context.lang);
  },

  async getEditorConfig(_request, _reply, { lang }) {
    return ok(editorConfig(), lang);
  },

  async catchRemoteImage(request, _reply, { db, lang, user, storage, config, siteStorage, remoteImagePolicy }) {
    const deps = { db, storage, tmpDir: path.join(config.dataDir, 'tmp'), quotaBytes: config.uploadQuotaBytes, site: siteStorage, policy: remoteImagePolicy };
    return ok(await catchRemoteImages(deps, signedInId(user), lang, request.body.source), lang);
  },

  async getUploadQuota(_request, _reply, { db, lang, user, config }) {
    return ok(await quotaOf(db, signedInId(user), config.uploadQuotaBytes), lang);
  },

  async markImage(request, _reply, { db, lang, user }) {
    await markUpload(db, signedInId(user), request.body.url, request.body.mark);
    return ok({}, lang);
  },

  async downloadFile(request, reply, { db, user, storage, config }) {
    const file = await openDownload(db, storage, request.params.key, {
      userId: user?.id ?? null,
      role: user?.role ?? null,
    });
    if ('signInRequired' in file) throw new ApiError(Retcode.LoginRequired, signInAddress(config.publicUrl, request));
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', attachmentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  },
} satisfies HandlerMap;
