// Handlers of the `upload` tag, keyed by operationId (thin: one call into a service).
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ApiError, Retcode, ok } from '../envelope';
import { describeValidation } from '../validation-messages';
import { langOf } from '../lang';
import type { ReceivedFile } from '../plugins/multipart';
import { attachmentDisposition, markUpload, openDownload, storeUpload } from '../services/uploads';
import { quotaOf } from '../services/upload-quota';
import { catchRemoteImages } from '../services/remote-image/catch';
import { editorConfig } from '../services/editor-config';
import { signInAddress } from '../security';
import type { HandlerMap } from './types';

function receivedFile(request: FastifyRequest): ReceivedFile {
  const file = request.uploads.find((f) => f.field === 'file');
  // The glue has already required the file part; this guards a body that named it but sent none.
  if (!file) throw new ApiError(Retcode.InvalidField, describeValidation([{ instancePath: '', keyword: 'required', params: { missingProperty: 'file' } }], 'body', langOf(request)));
  return file;
}

/** An editor image through the editor's rule; a refusal is an ordinary reply whose state the editor shows. */
async function storeEditorImage(request: FastifyRequest) {
  const file = receivedFile(request);
  const result = await storeUpload(request.server.db, request.server.storage, {
    ownerId: request.session.userId!,
    kind: 'editor',
    file,
    lang: langOf(request),
    quotaBytes: request.server.config.uploadQuotaBytes,
  });
  const original = file.clientName.slice(0, 255);
  if (!result.ok) return { state: result.message, url: '', title: '', original };
  return { state: 'SUCCESS', url: result.upload.url, title: result.upload.key, original };
}

export const uploadHandlers = {
  async uploadFile(request) {
    const lang = langOf(request);
    const result = await storeUpload(request.server.db, request.server.storage, {
      ownerId: request.session.userId!,
      kind: request.body.fileType,
      file: receivedFile(request),
      lang,
      quotaBytes: request.server.config.uploadQuotaBytes,
    });
    if (!result.ok) throw new ApiError(Retcode.UploadRefused, result.message);
    return ok(result.upload, lang);
  },

  async uploadEditorImage(request) {
    return ok(await storeEditorImage(request), langOf(request));
  },

  async uploadEditorSimple(request) {
    return ok(await storeEditorImage(request), langOf(request));
  },

  async uploadEditorSnapshot(request) {
    const { state, url, title } = await storeEditorImage(request);
    return ok({ state, url, title }, langOf(request));
  },

  async getEditorConfig(request) {
    return ok(editorConfig(), langOf(request));
  },

  async catchRemoteImage(request) {
    const lang = langOf(request);
    const { server } = request;
    const deps = { db: server.db, storage: server.storage, tmpDir: path.join(server.config.dataDir, 'tmp'), quotaBytes: server.config.uploadQuotaBytes, policy: server.remoteImagePolicy };
    return ok(await catchRemoteImages(deps, request.session.userId!, lang, request.body.source), lang);
  },

  async getUploadQuota(request) {
    return ok(await quotaOf(request.server.db, request.session.userId!, request.server.config.uploadQuotaBytes), langOf(request));
  },

  async markImage(request) {
    await markUpload(request.server.db, request.session.userId!, request.body.url, request.body.mark);
    return ok({}, langOf(request));
  },

  async downloadFile(request, reply) {
    const file = await openDownload(request.server.db, request.server.storage, request.params.key, {
      userId: request.session.userId ?? null,
      role: request.session.role,
    });
    if ('signInRequired' in file) throw new ApiError(Retcode.LoginRequired, signInAddress(request.server.config.publicUrl, request));
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', attachmentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  },
} satisfies HandlerMap;
