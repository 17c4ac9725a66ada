// Handlers of the `upload` tag, keyed by operationId (thin: one call into a service).
import type { FastifyRequest } from 'fastify';
import { ApiError, Retcode, ok, type Lang } from '../envelope';
import type { ReceivedFile } from '../plugins/multipart';
import { signedInId } from '../services/current-user';
import { attachmentDisposition, markUpload, openDownload, storeUpload } from '../services/uploads';
import { quotaOf } from '../services/upload-quota';
import { signInAddress } from '../security';
import type { HandlerMap } from './types';

function receivedFile(request: FastifyRequest, lang: Lang): ReceivedFile {
  const file = request.uploads.find((f) => f.field === 'file');
  // The glue has already required the file part; this guards a body that named it but sent none.
  if (!file) throw new ApiError(Retcode.InvalidField, lang === 'en' ? 'Field file is required' : '字段 file 不能为空');
  return file;
}

export const uploadHandlers = {
  async uploadFile(request, _reply, { db, lang, user }) {
    const result = await storeUpload(db, request.server.storage, {
      ownerId: signedInId(user),
      kind: request.body.fileType,
      file: receivedFile(request, lang),
      lang,
      quotaBytes: request.server.config.uploadQuotaBytes,
    });
    if (!result.ok) throw new ApiError(Retcode.UploadRefused, result.message);
    return ok(result.upload, lang);
  },

  async uploadEditorImage(request, _reply, { db, lang, user }) {
    const file = receivedFile(request, lang);
    const result = await storeUpload(db, request.server.storage, {
      ownerId: signedInId(user),
      kind: 'editor',
      file,
      lang,
      quotaBytes: request.server.config.uploadQuotaBytes,
    });
    const original = file.clientName.slice(0, 255);
    // The editor shows `state` when it is not SUCCESS, so a refusal is an ordinary reply.
    if (!result.ok) return ok({ state: result.message, url: '', title: '', original }, lang);
    return ok({ state: 'SUCCESS', url: result.upload.url, title: result.upload.key, original }, lang);
  },

  async getUploadQuota(request, _reply, { db, lang, user }) {
    return ok(await quotaOf(db, signedInId(user), request.server.config.uploadQuotaBytes), lang);
  },

  async markImage(request, _reply, { db, lang, user }) {
    await markUpload(db, signedInId(user), request.body.url, request.body.mark);
    return ok({}, lang);
  },

  async downloadFile(request, reply, { db, user }) {
    const file = await openDownload(db, request.server.storage, request.params.key, {
      userId: user?.id ?? null,
      role: user?.role ?? null,
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
