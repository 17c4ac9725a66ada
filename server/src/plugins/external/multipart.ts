// Multipart bodies: text fields become plain body values (so the glue validates them against the
// spec like form bodies); each file is streamed to a temporary file under a generated name, never
// buffered in memory and never named after the client's file name. The handler takes the file from
// request.uploads; what is not taken is deleted before the response is sent.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import multipart, { type MultipartFile } from '@fastify/multipart';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Retcode, retcodeText } from '../../envelope';
import { langOf } from '../../lang';
import type { ReceivedFile, UploadDecision, Uploader, UploadPolicy } from '../../services/upload/upload-types';

export type { ReceivedFile, UploadDecision, Uploader, UploadPolicy } from '../../services/upload/upload-types';

/** The largest file of any kind (archives, 500 MB); narrower limits are checked per extension. */
export const MAX_UPLOAD_BYTES = 524_288_000;

function fieldsBefore(part: MultipartFile): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, entry] of Object.entries(part.fields)) {
    const value = (entry as { value?: unknown } | undefined)?.value;
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/** An hour is longer than any upload takes, so an older temporary file was left by a crash. */
const LEFTOVER_AGE_MS = 3_600_000;

/** The policy's view of a request: plain values, so the upload service never sees Fastify. */
function uploaderOf(request: FastifyRequest): Uploader {
  return {
    db: request.server.db,
    lang: langOf(request),
    userId: request.session?.userId ?? null,
    operationId: (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId,
    quotaBytes: request.server.config.uploadQuotaBytes,
    site: request.server.siteStorage,
  };
}

/** Removes a file the request will not keep; nothing of it is left for the answer's clean-up. */
async function discard(received: ReceivedFile): Promise<void> {
  await fs.promises.rm(received.tmpPath, { force: true });
  received.tmpPath = '';
}

/** Removes temporary files a killed process left behind (others may still be streaming). */
function sweepLeftovers(tmpDir: string) {
  const now = Date.now();
  for (const name of fs.readdirSync(tmpDir)) {
    const file = path.join(tmpDir, name);
    try {
      if (name.endsWith('.part') && now - fs.statSync(file).mtimeMs > LEFTOVER_AGE_MS) fs.rmSync(file, { force: true });
    } catch {
      // gone already
    }
  }
}

export const multipartPlugin = fp(
  async (app: FastifyInstance, opts: { tmpDir: string; policy?: UploadPolicy }) => {
    fs.mkdirSync(opts.tmpDir, { recursive: true });
    sweepLeftovers(opts.tmpDir);
    app.decorateRequest('uploads', null as unknown as ReceivedFile[]);
    // Callback hooks: every request passes here, and only an upload has anything to wait for.
    app.addHook('onRequest', (request, _reply, done) => {
      request.uploads = [];
      done();
    });

    async function onFile(this: FastifyRequest, part: MultipartFile) {
      const name = `${Date.now()}-${crypto.randomBytes(6).toString('hex')}.part`;
      const received: ReceivedFile = { field: part.fieldname, tmpPath: '', clientName: part.filename, mimetype: part.mimetype, bytes: 0 };
      this.uploads.push(received);
      // The body value the spec validates (type string, format binary): a marker, not the content.
      (part as MultipartFile & { value: string }).value = name;
      const decision: UploadDecision = opts.policy ? await opts.policy(uploaderOf(this), fieldsBefore(part), part.filename) : { maxBytes: MAX_UPLOAD_BYTES };
      if ('refused' in decision) {
        received.refused = decision.refused;
        // Stop reading: the rest of the body is discarded unread and the answer goes out at once.
        part.file.destroy();
        return;
      }
      received.tmpPath = path.join(opts.tmpDir, name);
      const out = fs.createWriteStream(received.tmpPath, { flags: 'wx' });
      try {
        // Count while streaming: once past the limit, stop and drop what was written.
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          received.bytes += chunk.length;
          if (received.bytes > decision.maxBytes) break;
          if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
        }
        await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
      } catch (err) {
        // A stream destroyed while its file is still being opened creates the file after all:
        // removed once the stream is closed, not before.
        out.destroy();
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await discard(received);
        throw err;
      }
      // The answer went out while this file was still being written (a body that broke off): its
      // clean-up (onSend below) ran already, when there was nothing yet to remove.
      if (!this.uploads.includes(received)) return discard(received);
      if (received.bytes > decision.maxBytes || part.file.truncated) {
        await discard(received);
        if (decision.overMessage) {
          received.refused = decision.overMessage;
        } else {
          received.refused = retcodeText(Retcode.UploadRefused, langOf(this));
          received.tooLarge = decision.maxBytes;
        }
      }
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
        // One byte over the largest limit, so the per-file limit of the policy always trips first.
        fileSize: MAX_UPLOAD_BYTES + 1,
      },
    });

    // Before the answer leaves (also for refused and failed requests), so nothing lingers. An
    // answer sent by an earlier onRequest hook (overload, start-up) never set the list.
    app.addHook('onSend', (request, _reply, payload, done) => {
      const stored = (request.uploads ?? []).filter((file) => file.tmpPath);
      request.uploads = [];
      if (stored.length === 0) return done(null, payload);
      Promise.all(stored.map((file) => fs.promises.rm(file.tmpPath, { force: true }))).then(
        () => done(null, payload),
        (error: Error) => done(error),
      );
    });
  },
  { name: 'multipart-uploads' },
);
