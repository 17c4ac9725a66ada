import { afterEach, describe, expect, it, vi } from 'vitest';
import { csrfToken } from './token';
import { uploadFile } from './upload';

class FakeXhr {
  static last: FakeXhr;
  static reply: { status: number; body: string } | 'hang' = { status: 200, body: '' };
  url = '';
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  responseType = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(form: FormData) {
    this.sent = form;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    const reply = FakeXhr.reply;
    if (reply === 'hang') return;
    queueMicrotask(() => {
      this.status = reply.status;
      this.responseText = reply.body;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  csrfToken.set(null);
});

const envelope = (retcode: number, retmsg: string, retdata: unknown) => JSON.stringify({ retcode, retmsg, retdata });

describe('uploads with progress', () => {
  it('sends fileType before the file, with the CSRF header, and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    csrfToken.set('tok');
    const result_ = { url: '/v2/api/file/k1.pdf', key: 'k1.pdf', name: 'report.pdf', size: 3 };
    FakeXhr.reply = { status: 200, body: envelope(0, '', result_) };
    const progress: number[] = [];
    const result = await uploadFile('attachment', new File(['abc'], 'report.pdf'), { onProgress: (f) => progress.push(f) });
    expect(result).toEqual({ ok: true, data: result_ });
    expect([...FakeXhr.last.sent!.keys()]).toEqual(['fileType', 'file']);
    expect(FakeXhr.last.sent!.get('fileType')).toBe('attachment');
    expect(FakeXhr.last.headers['X-CSRF-Token']).toBe('tok');
    expect(FakeXhr.last.url).toMatch(/\/v2\/api\/upload\?language=(zh|en)$/);
    expect(progress).toEqual([0.5, 1]);
  });

  it('passes the server refusal on with its retcode and message', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reply = { status: 200, body: envelope(1008, 'file larger than 8M', null) };
    const result = await uploadFile('attachment', new File(['x'], 'big.pdf'));
    expect(result).toMatchObject({ ok: false, retcode: 1008, retmsg: 'file larger than 8M' });
  });

  it('can be cancelled', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reply = 'hang';
    const controller = new AbortController();
    const pending = uploadFile('attachment', new File(['x'], 'app.apk'), { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, retcode: null, kind: 'network' });
  });
});
