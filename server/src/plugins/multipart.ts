// Multipart bodies: text fields become plain body values (so the glue validates them against the
// spec like form bodies); each file is streamed to a temporary file under a generated name, never
// buffered in memory and never named after the client's file name. The handler takes the file from
// request.uploads; what is not taken is deleted before the response is sent.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Retcode, retcodeText } from '../envelope';
import { langOf } from '../lang';

/** The largest file of any kind (archives, 500 MB); narrower limits are checked per extension. */
export const MAX_UPLOAD_BYTES = 524_288_000;

export interface ReceivedFile {
  field: string;
  /** Temporary path under DATA_DIR/tmp with a generated name. */
  tmpPath: string;
  /** The client's file name: metadata only. */
  clientName: string;
  mimetype: string;
  bytes: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    uploads: ReceivedFile[];
  }
}

export const multipartPlugin = fp(
  async (app: FastifyInstance, opts: { tmpDir: string }) => {
    fs.mkdirSync(opts.tmpDir, { recursive: true });
    app.decorateRequest('uploads', null as unknown as ReceivedFile[]);
    app.addHook('onRequest', async (request) => {
      request.uploads = [];
    });

    async function onFile(this: FastifyRequest, part: MultipartFile) {
      const name = `${Date.now()}-${crypto.randomBytes(6).toString('hex')}.part`;
      const tmpPath = path.join(opts.tmpDir, name);
      await pipeline(part.file, fs.createWriteStream(tmpPath, { flags: 'wx' }));
      if (part.file.truncated) {
        await fs.promises.rm(tmpPath, { force: true });
        throw new ApiError(Retcode.UploadRefused, retcodeText(Retcode.UploadRefused, langOf(this)));
      }
      const { size } = await fs.promises.stat(tmpPath);
      this.uploads.push({ field: part.fieldname, tmpPath, clientName: part.filename, mimetype: part.mimetype, bytes: size });
      // The body value the spec validates (type string, format binary): a marker, not the content.
      (part as MultipartFile & { value: string }).value = name;
    }

    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      onFile,
      limits: {
        fieldNameSize: 100,
        fieldSize: 64 * 1024,
        fields: 20,
        files: 1,
        parts: 25,
        headerPairs: 100,
        fileSize: MAX_UPLOAD_BYTES,
      },
    });

    // Before the answer leaves (also for refused and failed requests), so nothing lingers.
    app.addHook('onSend', async (request) => {
      for (const file of request.uploads) await fs.promises.rm(file.tmpPath, { force: true });
      request.uploads = [];
    });
  },
  { name: 'multipart-uploads' },
);
