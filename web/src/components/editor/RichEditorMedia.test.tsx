import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SessionUser, setSession } from '../../lib/session/session';
import { stubApi } from '../../test/apiStub';
import { EDITOR_CONFIG } from '../../test/editorConfig';
import { renderWithApp } from '../../test/render';
import { PLACEHOLDER_SRC } from './imageUpload';
import { PREFERENCES_KEY } from './preferences';
import { isRemoteSource } from './remoteImages';
import { RichEditor } from './RichEditor';

beforeEach(() => setSession({ status: 'signedIn', user: {} as SessionUser, unread: 0 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.removeItem(PREFERENCES_KEY);
  act(() => setSession({ status: 'unknown' }));
});

function setup(lang: 'zh' | 'en' = 'en') {
  const onChange = vi.fn();
  renderWithApp(<RichEditor value="" onChange={onChange} imageMark={1} />, { lang });
  const dom = document.querySelector('.ProseMirror') as HTMLElement & { editor: Editor };
  return { onChange, dom, editor: dom.editor };
}

function pasteHtml(dom: HTMLElement, html: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  const data: Record<string, string> = { 'text/html': html, 'text/plain': '' };
  Object.defineProperty(event, 'clipboardData', { value: { files: [], types: Object.keys(data), items: [], getData: (type: string) => data[type] ?? '' } });
  dom.dispatchEvent(event);
}

const images = () => [...document.querySelectorAll('.ProseMirror img:not(.ProseMirror-separator)')];
const REMOTE = 'https://img.example.com/poc.png';

describe('rich editor: server configuration, uploads and remote images', () => {
  it('logs a configuration that did not load, and says so when an image is then added, uploading nothing', async () => {
    const api = stubApi().fail('/v2/api/ue-config', 1001, 'down');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { dom } = setup('zh');
    // Opening the editor only logs the failure.
    await waitFor(() => expect(warn).toHaveBeenCalledWith('editor configuration not loaded:', expect.any(String)));
    expect(screen.getByRole('status').textContent).toBe('');
    const event = new Event('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'clipboardData', { value: { files: [new File(['x'], 'image.png', { type: 'image/png' })], types: ['Files'], items: [], getData: () => '' } });
    dom.dispatchEvent(event);
    expect(await screen.findByText('后端配置项没有正常加载，上传插件不能正常使用！')).toBeTruthy();
    await waitFor(() => expect(images()).toHaveLength(0));
    expect(api.posts).toHaveLength(0);
  });

  it('falls back to the simple upload when the image upload call fails', async () => {
    const api = stubApi()
      .get('/v2/api/ue-config', EDITOR_CONFIG)
      .post('/v2/api/ue-upload-simple', { state: 'SUCCESS', url: '/v2/api/file/20261122000000-aaaaaa.png', title: 't', original: 'a.png' });
    setup();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    await waitFor(() => expect(images()[0]?.getAttribute('src')).toBe('/v2/api/file/20261122000000-aaaaaa.png'));
    expect(api.posts.map((p) => p.path)).toEqual(['/v2/api/ue-upload', '/v2/api/ue-upload-simple']);
  });

  it("holds images to the server's configured types and size, not the built-in ones", async () => {
    // A server that takes only PNGs of up to 1 KB: a JPEG and a 2 KB PNG (both within the built-in
    // jpg/png and 2 MB) are refused before anything is sent.
    const api = stubApi().get('/v2/api/ue-config', { ...EDITOR_CONFIG, imageAllowFiles: ['.png'], imageMaxSize: 1024 });
    setup();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('File type not allowed')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(2048)], 'b.png', { type: 'image/png' })] } });
    expect(await screen.findByText('File size exceeds the limit')).toBeTruthy();
    await waitFor(() => expect(images()).toHaveLength(0));
    expect(api.posts).toHaveLength(0);
  });

  it('says the screenshot could not be uploaded when the snapshot call and the simple upload both fail (zh)', async () => {
    // Neither upload call is answered with an envelope (as when the server is unreachable).
    const api = stubApi().get('/v2/api/ue-config', EDITOR_CONFIG);
    const { dom } = setup('zh');
    const event = new Event('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'clipboardData', { value: { files: [new File(['x'], 'image.png', { type: 'image/png' })], types: ['Files'], items: [], getData: () => '' } });
    dom.dispatchEvent(event);
    expect(await screen.findByText('截图上传失败，请检查服务器端环境！')).toBeTruthy();
    expect(api.posts.map((p) => p.path)).toEqual(['/v2/api/ue-snapshot', '/v2/api/ue-upload-simple']);
    await waitFor(() => expect(images()).toHaveLength(0));
  });

  it('has the server catch a pasted remote image, showing progress, and uses the stored copy', async () => {
    let answer: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const api = stubApi()
      .get('/v2/api/ue-config', EDITOR_CONFIG)
      .post('/v2/api/ue-catch-image', { state: 'SUCCESS', list: [{ source: REMOTE, url: '/v2/api/file/20261122000000-bbbbbb.png', state: 'SUCCESS' }] })
      .post('/v2/api/image-mark', {});
    const fetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: Request) => (new URL(input.url).pathname.endsWith('ue-catch-image') && (await held), fetch(input)));
    const { dom } = setup();
    pasteHtml(dom, `<p>see <img src="${REMOTE}" alt="poc"></p>`);
    // The browser never loads the remote address: a placeholder stands in while the server fetches it.
    expect(images()[0]!.getAttribute('src')).toBe(PLACEHOLDER_SRC);
    expect(images()[0]!.classList.contains('editor-catching')).toBe(true);
    expect(await screen.findByText('Fetching 1 remote image(s)…')).toBeTruthy();
    answer!();
    await waitFor(() => expect(images()[0]!.getAttribute('src')).toBe('/v2/api/file/20261122000000-bbbbbb.png'));
    expect(api.posts.find((p) => p.path === '/v2/api/ue-catch-image')!.form.getAll('source')).toEqual([REMOTE]);
    await waitFor(() => expect(api.posts.some((p) => p.path === '/v2/api/image-mark')).toBe(true));
    expect(screen.queryByTestId('catch-warnings')).toBeNull();
  });

  it("gives up on the catcher after the server's configured time limit and keeps the image as a link", async () => {
    stubApi().get('/v2/api/ue-config', { ...EDITOR_CONFIG, catcherTimeout: 200 });
    const fetch = globalThis.fetch;
    // A catcher that never answers: only an abort ends the call.
    vi.stubGlobal('fetch', (input: Request) =>
      new URL(input.url).pathname.endsWith('ue-catch-image')
        ? new Promise((_, reject) => input.signal.addEventListener('abort', () => reject(input.signal.reason as Error), { once: true }))
        : fetch(input),
    );
    const { dom } = setup();
    pasteHtml(dom, `<p><img src="${REMOTE}"></p>`);
    const warning = await screen.findByTestId('catch-warnings', {}, { timeout: 5_000 });
    expect(warning.textContent).toContain(`A remote image could not be fetched and was kept as a link: ${REMOTE}`);
    expect(document.querySelector('.ProseMirror a')!.getAttribute('href')).toBe(REMOTE);
  });

  it('keeps an image the server would not catch as a link, with a warning', async () => {
    const refused = 'http://169.254.169.254/latest/meta-data/';
    stubApi()
      .get('/v2/api/ue-config', EDITOR_CONFIG)
      .post('/v2/api/ue-catch-image', { state: 'SUCCESS', list: [{ source: refused, url: '', state: 'private, loopback or reserved addresses are not fetched' }] });
    const { dom, onChange } = setup();
    pasteHtml(dom, `<p><img src="${refused}"></p>`);
    const warning = await screen.findByTestId('catch-warnings');
    expect(warning.textContent).toContain(`A remote image could not be fetched and was kept as a link: ${refused} (private, loopback or reserved addresses are not fetched)`);
    expect(images()).toHaveLength(0);
    expect(document.querySelector('.ProseMirror a')!.getAttribute('href')).toBe(refused);
    expect(onChange.mock.calls.at(-1)![0]).not.toContain('<img');
  });

  it('catches only http, https and ftp images of other hosts than this site and the configured ones', () => {
    expect(isRemoteSource('https://img.example.com/a.png', [], 'portal.test')).toBe(true);
    expect(isRemoteSource('ftp://img.example.com/a.png', [], 'portal.test')).toBe(true);
    expect(isRemoteSource('http://portal.test/v2/api/file/a.png', [], 'portal.test')).toBe(false);
    expect(isRemoteSource('http://cdn.portal.test/a.png', ['CDN.portal.test'], 'portal.test')).toBe(false);
    expect(isRemoteSource('/v2/api/file/a.png', [], 'portal.test')).toBe(false);
    expect(isRemoteSource('data:image/png;base64,AA', [], 'portal.test')).toBe(false);
  });

  it('leaves remote images alone when the preference is off, and keeps the preference', async () => {
    const api = stubApi().get('/v2/api/ue-config', EDITOR_CONFIG);
    const { dom } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Fetch remote images' }));
    expect(JSON.parse(window.localStorage.getItem(PREFERENCES_KEY)!)).toMatchObject({ catchRemote: false });
    pasteHtml(dom, `<p><img src="${REMOTE}"></p>`);
    expect(images()[0]!.getAttribute('src')).toBe(REMOTE);
    await act(async () => {});
    expect(api.posts).toHaveLength(0);
  });
});
