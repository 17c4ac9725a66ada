// Uploads with progress (docs/rules.md#uploads; attachments up to 500 MB): fetch cannot report
// upload progress, so this one call goes through XMLHttpRequest — with the same language value,
// CSRF header, 5-minute limit and envelope handling (call()) as every other call.
import type { components } from '@generated/api';
import type { Retcode } from '@generated/enums';
import { pageLanguage, pageLocation } from './language';
import { call, type ApiResult } from './result';
import { TIMEOUT_MS } from './timeouts';
import { csrfToken } from './token';

export type UploadFileType = components['schemas']['UploadFileType'];
export type UploadResult = components['schemas']['UploadResult'];
/** A stored file as forms hold it: the upload's answer without the quota figure (an edited report's files have none). */
export type UploadedFile = Omit<UploadResult, 'quotaLeft'>;

export interface UploadOptions {
  /** 0–1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload; the result is then a 'network' failure. */
  signal?: AbortSignal;
}

function send(fileType: UploadFileType, file: Blob & { name?: string }, opts: UploadOptions) {
  return new Promise<{ data?: unknown; error?: unknown; response: Response }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const origin = pageLocation()?.origin ?? '';
    xhr.open('POST', `${origin}/v2/api/upload?language=${pageLanguage()}`);
    xhr.timeout = TIMEOUT_MS.upload;
    xhr.responseType = 'text';
    const token = csrfToken.get();
    if (token) xhr.setRequestHeader('X-CSRF-Token', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok) opts.onProgress?.(1);
      resolve({ data: ok ? body : undefined, error: ok ? undefined : body, response: new Response(null, { status: xhr.status }) });
    };
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.ontimeout = () => reject(new DOMException('timeout', 'TimeoutError'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    if (opts.signal) {
      if (opts.signal.aborted) return reject(new DOMException('aborted', 'AbortError'));
      opts.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    // fileType goes first: the server picks the size limit before the file streams.
    const form = new FormData();
    form.append('fileType', fileType);
    form.append('file', file, file.name ?? 'file');
    xhr.send(form);
  });
}

export function uploadFile(fileType: UploadFileType, file: Blob & { name?: string }, opts: UploadOptions = {}): Promise<ApiResult<UploadResult>> {
  type Uploaded = { retcode: typeof Retcode.Ok; retdata: UploadResult };
  return call<Uploaded>(() => send(fileType, file, opts) as Promise<{ data?: Uploaded; response: Response }>);
}
