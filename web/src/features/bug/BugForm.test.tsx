import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { type SessionUser, setSession } from '../../lib/session/session';
import { appStore } from '../../lib/store';
import { notLoggedInAtom } from '../../lib/ui';
import { stubApi } from '../../test/apiStub';
import { EDITOR_CONFIG } from '../../test/editorConfig';
import { tickAgreement } from '../../test/tick';
import { renderWithApp } from '../../test/render';
import { BugFormPage } from './BugFormPage';
import type * as ToolbarModule from '../../components/editor/Toolbar';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

// Counts the editor toolbar's renders: the form re-renders on every keystroke (it watches its values
// for the draft), and re-rendering the editor each time made these tests take 3–7 s each.
const toolbarRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../components/editor/Toolbar', async (importOriginal) => {
  const real = await importOriginal<typeof ToolbarModule>();
  return { ...real, Toolbar: (props: Parameters<typeof real.Toolbar>[0]) => (toolbarRenders.count++, real.Toolbar(props)) };
});

// First use costs are paid once here, not inside one test's 5 s: the editor module that
// RichTextField loads lazily (over a second on a busy machine; the first test used to fail with
// "editor not loaded yet"), then one render of the whole form (Chakra's styles, the lazily loaded
// overlays), unmounted before the tests start.
beforeAll(async () => {
  await import('../../components/editor/RichEditor');
  stubForm();
  const warm = renderWithApp(<BugFormPage />, { lang: 'en', path: '/v2/loophole/create' });
  await waitFor(() => expect(document.querySelector('.ProseMirror')).not.toBeNull(), { timeout: 20_000 });
  warm.unmount();
  vi.unstubAllGlobals();
}, 60_000);

const scrolled: string[] = [];
beforeEach(() => {
  setSession({ status: 'signedIn', user: {} as SessionUser, unread: 0 });
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notifyError).mockClear();
  scrolled.length = 0;
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  act(() => {
    setSession({ status: 'unknown' });
    appStore.set(notLoggedInAtom, false);
  });
});

type BugType = components['schemas']['BugTypeTree']['types'][number];
const mainTypes: [number, string][] = [
  [1, 'Infrastructure'],
  [2, 'System operations'],
  [3, 'Application'],
  [4, 'Business security'],
  [5, 'Security incident'],
  [10, 'Client application'],
  [11, 'Intrusion intelligence'],
  [12, 'Other'],
  [13, 'Ninth'],
];
// The contract's enumeration has 8 main types; a ninth (13) is stubbed to show the legacy swap.
const types: BugType[] = mainTypes.map(([id, text]) => ({ id: id as BugType['id'], text, child: [{ id: id * 100 + 1, text: `${text} flaw` }] }));

function stubForm() {
  return stubApi()
    .get('/v2/api/bug-type', { types })
    .get('/v2/api/bug-activity', {
      activities: [
        { id: 3, title: 'Singles Day', enabled: true, reason: '' },
        { id: 2, title: 'National Day', enabled: false, reason: 'Activity ended' },
      ],
    })
    .get('/v2/api/config/regulation', { regulation: { filename: 'Rules.pdf', url: '/v2/api/file/20261101000000-abcdef.pdf' } })
    .get('/v2/api/ue-config', EDITOR_CONFIG)
    .get('/v2/api/bug-requirements', { phoneRequired: false })
    .post('/v2/api/captcha/graph', { result: true })
    .post('/v2/api/bug', { id: 12 });
}

async function open(lang: 'zh' | 'en' = 'en', search = '') {
  window.history.replaceState(null, '', `/v2/loophole/create?language=${lang}${search ? `&${search}` : ''}`);
  const view = renderWithApp(<BugFormPage />, { lang, path: '/v2/loophole/create', search });
  await screen.findByRole('form');
  // The editor module is loaded already (beforeAll): only React's lazy component resolves here.
  const dom = await waitFor(() => {
    const el = document.querySelector('.ProseMirror') as (HTMLElement & { editor: Editor }) | null;
    if (!el) throw new Error('editor not loaded yet');
    return el;
  });
  return { ...view, editor: dom.editor };
}

const submitButton = (name = 'Submit') => screen.getByRole('button', { name });
const bugPosts = (api: ReturnType<typeof stubApi>) => api.posts.filter((p) => p.path === '/v2/api/bug');

async function fillValid(editor: Editor, opts: { captcha?: string; agree?: boolean } = {}) {
  fireEvent.change(screen.getByLabelText(/Vulnerability Name/), { target: { value: 'Stored XSS' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '3' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Sub-type' }), { target: { value: '301' } });
  fireEvent.click(screen.getByText('Medium'));
  await waitFor(() => expect(screen.getByText('Medium').closest('label')?.getAttribute('data-state')).toBe('checked'));
  fireEvent.change(screen.getByLabelText(/Vulnerability Link/), { target: { value: 'https://app.example/profile' } });
  act(
    () => void editor.commands.setContent('<p>steps <img src="x" onerror="alert(1)"><a href="javascript:alert(2)" onclick="x()">go</a></p><script>alert(3)</script>', { emitUpdate: true }),
  );
  fireEvent.change(screen.getByLabelText(/Captcha/), { target: { value: opts.captcha ?? 'ab12' } });
  if (opts.agree !== false) await tickAgreement();
  await waitFor(() => expect((screen.getByLabelText(/Captcha/) as HTMLInputElement).value).toBe(opts.captcha ?? 'ab12'));
}

describe('report form: rendering', () => {
  it('does not re-render the editor while other fields are typed in', async () => {
    stubForm();
    await open('en');
    const before = toolbarRenders.count;
    for (const value of ['S', 'St', 'Sto', 'Stor', 'Store']) fireEvent.change(screen.getByLabelText(/Vulnerability Name/), { target: { value } });
    fireEvent.change(screen.getByLabelText(/Captcha/), { target: { value: 'ab' } });
    fireEvent.click(screen.getByText('Medium'));
    await waitFor(() => expect(screen.getByText('Medium').closest('label')?.getAttribute('data-state')).toBe('checked'));
    expect((screen.getByLabelText(/Vulnerability Name/) as HTMLInputElement).value).toBe('Store');
    expect(toolbarRenders.count - before).toBe(0);
  });

  it('keeps the form and what is written in it when a refresh of its lists fails', async () => {
    const api = stubForm();
    const { queryClient } = await open('en');
    fireEvent.change(screen.getByLabelText(/Vulnerability Name/), { target: { value: 'Stored XSS' } });
    api.fail('/v2/api/bug-type', 1003, 'Too many requests');
    await act(() => queryClient.refetchQueries({ queryKey: ['get', '/v2/api/bug-type'] }));
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['get', '/v2/api/bug-type'] })[0]?.state.status).toBe('error'));
    expect(screen.getByRole('form')).toBeTruthy();
    expect((screen.getByLabelText(/Vulnerability Name/) as HTMLInputElement).value).toBe('Stored XSS');
  });
});

describe('report form: validation (docs/rules.md#validation)', () => {
  it('shows every required message in Chinese and scrolls to the first failing field', async () => {
    const api = stubForm();
    await open('zh');
    fireEvent.click(submitButton('提交漏洞'));
    for (const message of ['请输入漏洞名称', '请选择漏洞类型', '请选择漏洞自评等级', '请输入漏洞链接', '请填写漏洞详情', '请填写验证码']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(scrolled[0]).toBe('bug-field-name');
    expect(document.activeElement?.id).toBe('bug-name');
    expect(bugPosts(api)).toHaveLength(0);
  });

  it('shows the English messages of the spec and scrolls to the next failing field once the name is filled', async () => {
    stubForm();
    await open('en');
    fireEvent.change(screen.getByLabelText(/Vulnerability Name/), { target: { value: 'A flaw' } });
    fireEvent.click(submitButton());
    for (const message of [
      'Please select a Vulnerability Type',
      'Please select the Self-assessment of Vulnerability Impact',
      'Please enter the Vulnerability Link',
      'Please enter the Vulnerability Details',
      'Please fill in the captcha',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.queryByText('Please enter the Vulnerability Name')).toBeNull();
    expect(scrolled[0]).toBe('bug-field-subType');
  });

  it('limits the name to 50 and the link to 500 characters, and the captcha to 4', async () => {
    stubForm();
    await open('zh');
    fireEvent.change(screen.getByLabelText(/漏洞名称/), { target: { value: 'n'.repeat(51) } });
    fireEvent.change(screen.getByLabelText(/漏洞链接/), { target: { value: `https://${'l'.repeat(493)}` } });
    fireEvent.click(submitButton('提交漏洞'));
    expect(await screen.findAllByText('最多 50 个字符')).toHaveLength(1);
    expect(screen.getByText('最多 500 个字符')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/漏洞名称/), { target: { value: 'n'.repeat(50) } });
    fireEvent.change(screen.getByLabelText(/验证码/), { target: { value: 'ab1' } });
    fireEvent.click(submitButton('提交漏洞'));
    expect(await screen.findByText('验证码为 4 个字符')).toBeTruthy();
    expect(screen.queryByText('最多 50 个字符')).toBeNull();
  });

  it('refuses a detail longer than 10,000 characters', async () => {
    stubForm();
    const { editor } = await open('en');
    fireEvent.click(screen.getByRole('button', { name: 'HTML source' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'HTML source' }), { target: { value: `<p>${'x'.repeat(10001)}</p>` } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('The details may have at most 10000 characters')).toBeTruthy();
    expect(editor).toBeTruthy();
  });

  it('needs the agreement ticked', async () => {
    const api = stubForm();
    const { editor } = await open('en');
    await fillValid(editor, { agree: false });
    fireEvent.click(submitButton());
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Please read the vulnerability-handling regulation carefully and agree to it'));
    expect(bugPosts(api)).toHaveLength(0);
  });

  it('asks a visitor to sign in before choosing an attachment', async () => {
    setSession({ status: 'signedOut' });
    stubForm();
    await open('en');
    const input = screen.getByLabelText('Upload attachments');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    input.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(appStore.get(notLoggedInAtom)).toBe(true);
  });

  it('asks a visitor to sign in instead of submitting', async () => {
    setSession({ status: 'signedOut' });
    const api = stubForm();
    await open('en');
    fireEvent.click(submitButton());
    await waitFor(() => expect(appStore.get(notLoggedInAtom)).toBe(true));
    expect(bugPosts(api)).toHaveLength(0);
  });
});

describe('report form: pickers', () => {
  it('shows the ninth main type before the eighth, once, and disabled activities with their reason', async () => {
    stubForm();
    await open('en');
    const options = within(screen.getByRole('combobox', { name: 'Category' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options.slice(1)).toEqual([
      'Infrastructure',
      'System operations',
      'Application',
      'Business security',
      'Security incident',
      'Client application',
      'Intrusion intelligence',
      'Ninth',
      'Other',
    ]);
    const ended = screen.getByRole('option', { name: 'National Day (Activity ended)' }) as HTMLOptionElement;
    expect(ended.disabled).toBe(true);
    expect((screen.getByRole('option', { name: 'Singles Day' }) as HTMLOptionElement).disabled).toBe(false);
  });

  it('offers Low, Medium and High Risk in English and four levels in Chinese; harm defaults to 11', async () => {
    stubForm();
    const first = await open('en');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Low', 'Medium', 'High Risk']);
    expect((screen.getByLabelText('Harm') as HTMLSelectElement).value).toBe('11');
    first.unmount();
    await open('zh');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['低危', '中危', '高危', '严重']);
  });
});

function pick(label: RegExp | string, files: File[]) {
  fireEvent.change(screen.getByLabelText(label), { target: { files } });
}
function sized(name: string, bytes: number): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}
const MB = 1024 * 1024;

describe('report form: app form and uploads', () => {
  it('switches to the app form on the client-application type: app name, version and source required, link gone', async () => {
    stubForm();
    await open('en');
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sub-type' }), { target: { value: '1001' } });
    expect(screen.queryByLabelText(/Vulnerability Link/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/App Name/), { target: { value: 'a'.repeat(51) } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('At most 50 characters')).toBeTruthy();
    for (const message of ['Please enter the App Version', 'Please enter the App Source']) expect(screen.getByText(message)).toBeTruthy();
  });

  it('posts the app form with its app fields and without a link', async () => {
    const api = stubForm();
    const { editor } = await open('en');
    await fillValid(editor);
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sub-type' }), { target: { value: '1001' } });
    fireEvent.change(screen.getByLabelText(/App Name/), { target: { value: 'Wallet' } });
    fireEvent.change(screen.getByLabelText(/App Version/), { target: { value: '2.1.0' } });
    fireEvent.change(screen.getByLabelText(/App Source/), { target: { value: 'App store' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(bugPosts(api)).toHaveLength(1));
    const form = bugPosts(api)[0]!.form;
    expect([form.get('mainType'), form.get('subType'), form.get('appName'), form.get('appVersion'), form.get('appSource')]).toEqual(['10', '1001', 'Wallet', '2.1.0', 'App store']);
    expect(form.has('link')).toBe(false);
    expect(form.has('appLink')).toBe(false);
  });

  it('puts the app template in an untouched detail when the form switches', async () => {
    stubForm();
    const { editor } = await open('zh');
    expect(editor.getText()).toContain('漏洞描述');
    fireEvent.change(screen.getByRole('combobox', { name: '漏洞大类' }), { target: { value: '10' } });
    await waitFor(() => expect(editor.getText()).toContain('测试环境'));
    expect(screen.getByLabelText(/应用名称/)).toBeTruthy();
  });

  it('offers the data package only for the application type and checks it in the browser', async () => {
    const api = stubForm();
    await open('en');
    expect(screen.queryByLabelText('Upload data package')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '3' } });
    pick('Upload data package', [sized('dump.pdf', 10)]);
    expect(await screen.findByText('file format must be: txt')).toBeTruthy();
    pick('Upload data package', [sized('dump.txt', 2 * MB + 1)]);
    expect(await screen.findByText('file larger than 2M')).toBeTruthy();
    expect(api.posts.filter((p) => p.path === '/v2/api/upload')).toHaveLength(0);
  });

  it('checks attachments in the browser with the uploader messages (8M documents, 500M archives, formats)', async () => {
    stubForm();
    await open('zh');
    pick('上传附件', [sized('poc.pdf', 8 * MB + 1), sized('app.zip', 500 * MB + 1), sized('run.exe', 10)]);
    expect(await screen.findByText('文件大于8M')).toBeTruthy();
    expect(screen.getByText('文件大于500M')).toBeTruthy();
    expect(screen.getByText('文件格式必须为：jpg, jpeg, png, pdf, doc, docx, apk, ipa, aar, jar, rar, zip, 7z')).toBeTruthy();
  });
});

describe('report form: submission', () => {
  it('posts a sanitised detail and its text, harm 11, then resets the form and shows where to follow the report', async () => {
    const api = stubForm();
    const { editor } = await open('en');
    fireEvent.change(screen.getByLabelText('Activity'), { target: { value: '3' } });
    await fillValid(editor);
    fireEvent.click(submitButton());
    expect(await screen.findByText('Submitted')).toBeTruthy();
    expect(notifySuccess).toHaveBeenCalledWith('Successful operation');
    const form = bugPosts(api)[0]!.form;
    const detail = form.get('detail')!;
    expect(detail).toContain('steps');
    expect(detail).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(form.get('text')).toContain('steps');
    expect(form.get('text')).not.toContain('alert(3)');
    expect([form.get('name'), form.get('level'), form.get('harmfulResults'), form.get('captcha'), form.get('activityId'), form.get('link')]).toEqual([
      'Stored XSS',
      '2',
      '11',
      'ab12',
      '3',
      'https://app.example/profile',
    ]);
    expect(form.has('id')).toBe(false);
    expect(screen.getByRole('link', { name: 'Open vulnerability records' }).getAttribute('href')).toMatch(/^\/v2\/user\/bugs/);
    expect((screen.getByLabelText(/Vulnerability Name/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/Captcha/) as HTMLInputElement).value).toBe('');
  });

  it('refreshes the captcha and says so on 1004', async () => {
    const api = stubForm().fail('/v2/api/bug', 1004, 'Captcha is wrong, please refill');
    const { editor } = await open('zh');
    await fillValidZh(editor);
    const before = (screen.getByRole('img', { name: '图形验证码' }) as HTMLImageElement).src;
    fireEvent.click(submitButton('提交漏洞'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('验证码错误'));
    expect(bugPosts(api)).toHaveLength(1);
    await waitFor(() => expect((screen.getByRole('img', { name: '图形验证码' }) as HTMLImageElement).src).not.toBe(before));
    expect((screen.getByLabelText(/验证码/) as HTMLInputElement).value).toBe('');
  });

  it('says at the top, before anything is written, that a phone must be bound, and binds it there', async () => {
    let bound = false;
    const api = stubForm()
      .get('/v2/api/bug-requirements', () => ({ phoneRequired: !bound }))
      .post('/v2/api/my/phone/code', { resendAfter: 120 })
      .post('/v2/api/my/phone', () => ((bound = true), { phone: '+44770****123' }));
    await open('en');
    expect(await screen.findByText('Bind a phone before submitting')).toBeTruthy();
    const bind = screen.getByRole('button', { name: 'Bind phone' });
    // Above the first field.
    expect(bind.compareDocumentPosition(screen.getByLabelText(/Vulnerability Name/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(bind);
    const dialog = await screen.findByRole('dialog');
    // Asked ahead, there is no refusal to quote.
    expect(within(dialog).queryByText(/error code/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Phone/), { target: { value: '+447700900123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByText(/Resend in/);
    fireEvent.change(within(dialog).getByLabelText(/Verification code/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Your phone is bound: you can submit the report'));
    await waitFor(() => expect(screen.queryByText('Bind a phone before submitting')).toBeNull());
    expect(bugPosts(api)).toHaveLength(0);
  });

  it('asks a visitor nothing about the phone', async () => {
    const api = stubForm().get('/v2/api/bug-requirements', { phoneRequired: true });
    act(() => setSession({ status: 'signedOut' }));
    await open('zh');
    expect(screen.queryByText('提交漏洞前需绑定手机号')).toBeNull();
    expect(api.requests.some((url) => url.pathname === '/v2/api/bug-requirements')).toBe(false);
  });

  it('opens the phone binding on 4005 and continues the submission once bound', async () => {
    let bound = false;
    const api = stubForm()
      .post('/v2/api/my/phone/code', { resendAfter: 120 })
      .post('/v2/api/my/phone', () => ((bound = true), { phone: '+44770****123' }));
    vi.stubGlobal(
      'fetch',
      ((inner: typeof fetch) => async (request: Request) => {
        if (request.method === 'POST' && new URL(request.url).pathname === '/v2/api/bug' && !bound) {
          await inner(request);
          return new Response(JSON.stringify({ retcode: 4005, retmsg: 'Please bind your phone first', retdata: null }), { headers: { 'Content-Type': 'application/json' } });
        }
        return inner(request);
      })(globalThis.fetch),
    );
    const { editor } = await open('en');
    await fillValid(editor);
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog');
    // The refusal's message and code are shown with the binding.
    expect(within(dialog).getByText(/Please bind your phone first \(error code: 4005\)/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Phone/), { target: { value: '+447700900123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByText(/Resend in/);
    fireEvent.change(within(dialog).getByLabelText(/Verification code/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Submitted')).toBeTruthy();
    expect(bugPosts(api)).toHaveLength(2);
    expect(bugPosts(api)[1]!.form.get('name')).toBe('Stored XSS');
  });

  it('shows a captcha answer checked at 4 characters as wrong and draws a new one', async () => {
    stubForm().post('/v2/api/captcha/graph', { result: false });
    await open('en');
    fireEvent.change(screen.getByLabelText(/Captcha/), { target: { value: 'zzzz' } });
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Captcha is wrong, please refill'));
    await waitFor(() => expect((screen.getByLabelText(/Captcha/) as HTMLInputElement).value).toBe(''));
  });
});

async function fillValidZh(editor: Editor) {
  fireEvent.change(screen.getByLabelText(/漏洞名称/), { target: { value: '存储型 XSS' } });
  fireEvent.change(screen.getByRole('combobox', { name: '漏洞大类' }), { target: { value: '3' } });
  fireEvent.change(screen.getByRole('combobox', { name: '漏洞子类' }), { target: { value: '301' } });
  fireEvent.click(screen.getByText('中危'));
  await waitFor(() => expect(screen.getByText('中危').closest('label')?.getAttribute('data-state')).toBe('checked'));
  fireEvent.change(screen.getByLabelText(/漏洞链接/), { target: { value: 'https://app.example/' } });
  act(() => void editor.commands.setContent('<p>复现步骤</p>', { emitUpdate: true }));
  fireEvent.change(screen.getByLabelText(/验证码/), { target: { value: 'ab12' } });
  await tickAgreement();
  await waitFor(() => expect((screen.getByLabelText(/验证码/) as HTMLInputElement).value).toBe('ab12'));
}

describe('report form: draft and edit', () => {
  it('saves a draft every 500 ms under the page path and restores it', async () => {
    stubForm();
    const first = await open('en');
    fireEvent.change(screen.getByLabelText(/Vulnerability Name/), { target: { value: 'Half-written' } });
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('draft:/loophole/create') ?? '{}').name).toBe('Half-written'));
    first.unmount();
    await open('en');
    expect((screen.getByLabelText(/Vulnerability Name/) as HTMLInputElement).value).toBe('Half-written');
    expect(screen.getByText('Your unsent draft was restored')).toBeTruthy();
  });

  it('clears the draft once the report is submitted', async () => {
    window.localStorage.setItem('draft:/loophole/create', JSON.stringify({ name: 'Half-written' }));
    stubForm();
    const { editor } = await open('en');
    expect(screen.getByText('Your unsent draft was restored')).toBeTruthy();
    await fillValid(editor);
    fireEvent.click(submitButton());
    expect(await screen.findByText('Submitted')).toBeTruthy();
    expect(screen.queryByText('Your unsent draft was restored')).toBeNull();
    await waitFor(() => expect(window.localStorage.getItem('draft:/loophole/create')).toBeNull());
    // An absence: one more save period (500 ms) must not write the sent form back.
    await new Promise((r) => setTimeout(r, 600));
    expect(window.localStorage.getItem('draft:/loophole/create')).toBeNull();
  });

  it('lists and sends each attachment of a restored draft once', async () => {
    const file = { key: '20261101000000-abcdef.pdf', url: '/v2/api/file/20261101000000-abcdef.pdf', name: 'poc.pdf', size: 10 };
    const other = { ...file, key: '20261101000000-bcdefa.pdf', name: 'log.pdf' };
    window.localStorage.setItem('draft:/loophole/create', JSON.stringify({ name: 'With files', attach: [file, other, file] }));
    const api = stubForm();
    const { editor } = await open('en');
    expect(screen.getByText('Your unsent draft was restored')).toBeTruthy();
    expect(screen.getAllByTestId('upload-item').map((item) => item.textContent)).toEqual(['poc.pdfRemove', 'log.pdfRemove']);
    await fillValid(editor);
    fireEvent.click(submitButton());
    await waitFor(() => expect(bugPosts(api)).toHaveLength(1));
    expect(bugPosts(api)[0]!.form.getAll('attach')).toEqual([file.key, other.key]);
  });

  it('discards a restored draft on request', async () => {
    window.localStorage.setItem('draft:/loophole/create', JSON.stringify({ name: 'Old draft' }));
    stubForm();
    await open('en');
    expect((screen.getByLabelText(/Vulnerability Name/) as HTMLInputElement).value).toBe('Old draft');
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect((screen.getByLabelText(/Vulnerability Name/) as HTMLInputElement).value).toBe(''));
    expect(window.localStorage.getItem('draft:/loophole/create')).toBeNull();
  });

  it('edits an unreviewed report with its stored values and sends its id', async () => {
    const bug = {
      id: 5,
      name: 'Old name',
      level: 2,
      link: 'https://a.example/',
      detail: '<p>old steps</p>',
      attachments: [{ url: '/v2/api/file/20261101000000-abcdef.pdf', name: 'poc.pdf', size: 10 }],
      dataPkg: null,
      mainType: 3,
      subType: 301,
      mainTypeText: 'Application',
      subTypeText: 'SQL injection',
      harmfulResults: 8,
      harmfulResultsText: '',
      activityId: null,
      activityTitle: null,
      status: 10,
      statusText: '',
      submitTime: '2026-11-01 10:00:00',
      firstKill: false,
      intelligenceValue: 0,
      auditLevel: null,
      rewardCoins: 0,
      multiplier: 1,
      baseCoins: 0,
      highQuality: false,
      appName: null,
      appVersion: null,
      appSource: null,
      appLink: null,
      closure: null,
      canResubmit: false,
      cvss: null,
      auditCvss: null,
      recheck: null,
      disclosure: null,
      canRequestDisclosure: false,
      cveRequest: null,
      canRequestCve: false,
      sla: { clocks: [], nextClock: null, nextDueTime: null, breached: false },
      infoRequest: null,
    } satisfies components['schemas']['BugDetail'];
    const api = stubForm().get('/v2/api/bug/{id}', { bug });
    await open('en', 'id=5');
    expect((screen.getByLabelText(/Vulnerability Name/) as HTMLInputElement).value).toBe('Old name');
    expect(screen.getByText('poc.pdf')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Captcha/), { target: { value: 'ab12' } });
    await tickAgreement();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bugPosts(api)).toHaveLength(1));
    const form = bugPosts(api)[0]!.form;
    expect([form.get('id'), form.get('harmfulResults'), form.getAll('attach').join()]).toEqual(['5', '8', '20261101000000-abcdef.pdf']);
  });

  it('refuses to edit a report whose review has started', async () => {
    stubForm().get('/v2/api/bug/{id}', { bug: { ...editable(), status: 30 } });
    window.history.replaceState(null, '', '/v2/loophole/create?language=en&id=5');
    renderWithApp(<BugFormPage />, { lang: 'en', path: '/v2/loophole/create', search: 'id=5' });
    expect(await screen.findByText('Review of this report has started; it can no longer be edited.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

function editable(): components['schemas']['BugDetail'] {
  return {
    id: 5,
    name: 'n',
    level: 1,
    link: 'https://a.example/',
    detail: '<p>d</p>',
    attachments: [],
    dataPkg: null,
    mainType: 3,
    subType: 301,
    mainTypeText: '',
    subTypeText: '',
    harmfulResults: 11,
    harmfulResultsText: '',
    activityId: null,
    activityTitle: null,
    status: 10,
    statusText: '',
    submitTime: '2026-11-01 10:00:00',
    firstKill: false,
    intelligenceValue: 0,
    auditLevel: null,
    rewardCoins: 0,
    multiplier: 1,
    baseCoins: 0,
    highQuality: false,
    appName: null,
    appVersion: null,
    appSource: null,
    appLink: null,
    closure: null,
    canResubmit: false,
    cvss: null,
    auditCvss: null,
    recheck: null,
    disclosure: null,
    canRequestDisclosure: false,
    cveRequest: null,
    canRequestCve: false,
    sla: { clocks: [], nextClock: null, nextDueTime: null, breached: false },
    infoRequest: null,
  };
}

describe('report form: every message in both languages', () => {
  const texts = {
    zh: {
      category: '漏洞大类',
      submit: '提交漏洞',
      source: '源代码',
      app: ['请输入应用名称', '请输入应用版本', '请输入应用来源'],
      tooLong: '最多 50 个字符',
      linkLong: '最多 500 个字符',
      detail: '漏洞详情最多 10000 个字符',
      captcha: '验证码为 4 个字符',
      agree: '请仔细阅读并同意漏洞处理规范',
      pkg: ['上传数据包', '文件格式必须为：txt', '文件大于2M'],
    },
    en: {
      category: 'Category',
      submit: 'Submit',
      source: 'HTML source',
      app: ['Please enter the App Name', 'Please enter the App Version', 'Please enter the App Source'],
      tooLong: 'At most 50 characters',
      linkLong: 'At most 500 characters',
      detail: 'The details may have at most 10000 characters',
      captcha: 'The captcha has 4 characters',
      agree: 'Please read the vulnerability-handling regulation carefully and agree to it',
      pkg: ['Upload data package', 'file format must be: txt', 'file larger than 2M'],
    },
  } as const;

  for (const lang of ['zh', 'en'] as const) {
    const x = texts[lang];
    it(`${lang}: app fields, lengths, detail limit and captcha length`, async () => {
      stubForm();
      await open(lang);
      fireEvent.change(screen.getByRole('combobox', { name: x.category }), { target: { value: '10' } });
      fireEvent.click(submitButton(x.submit));
      for (const message of x.app) expect(await screen.findByText(message)).toBeTruthy();
      for (const id of ['bug-appName', 'bug-appVersion', 'bug-appSource']) fireEvent.change(document.getElementById(id)!, { target: { value: 'v'.repeat(51) } });
      fireEvent.change(document.getElementById('bug-appLink')!, { target: { value: 'l'.repeat(501) } });
      fireEvent.change(screen.getByLabelText(/Captcha|验证码/), { target: { value: 'ab' } });
      fireEvent.click(screen.getByRole('button', { name: x.source }));
      fireEvent.change(screen.getByRole('textbox', { name: x.source }), { target: { value: `<p>${'x'.repeat(10001)}</p>` } });
      fireEvent.click(submitButton(x.submit));
      expect(await screen.findAllByText(x.tooLong)).toHaveLength(3);
      expect(screen.getByText(x.linkLong)).toBeTruthy();
      expect(screen.getByText(x.detail)).toBeTruthy();
      expect(screen.getByText(x.captcha)).toBeTruthy();
    });

    it(`${lang}: agreement toast`, async () => {
      const api = stubForm();
      const { editor } = await open(lang);
      if (lang === 'zh') await fillValidZh(editor);
      else await fillValid(editor);
      fireEvent.click(screen.getByRole('checkbox')); // untick
      await waitFor(() => expect(screen.getByRole('checkbox').closest('label')?.getAttribute('data-state')).toBe('unchecked'));
      fireEvent.click(submitButton(x.submit));
      await waitFor(() => expect(notifyError).toHaveBeenCalledWith(x.agree));
      expect(bugPosts(api)).toHaveLength(0);
    });

    it(`${lang}: data-package refusals`, async () => {
      stubForm();
      await open(lang);
      // The data package is offered for the application type only.
      fireEvent.change(screen.getByRole('combobox', { name: x.category }), { target: { value: '3' } });
      pick(x.pkg[0], [sized('dump.log', 10)]);
      expect(await screen.findByText(x.pkg[1])).toBeTruthy();
      pick(x.pkg[0], [sized('dump.txt', 2 * MB + 1)]);
      expect(await screen.findByText(x.pkg[2])).toBeTruthy();
    });
  }
});

describe('report form: the optional CVSS 4.0 calculator', () => {
  // Loaded once here, as the editor is above: only React's lazy component resolves in the tests.
  beforeAll(async () => {
    await import('../../components/cvss/CvssCalculator');
  }, 60_000);

  it('is closed and sends no vector until asked; then sends the vector of the picks, never a score', async () => {
    const api = stubForm();
    const { editor } = await open('en');
    expect(screen.queryByLabelText('Vector string')).toBeNull();
    await fillValid(editor);
    fireEvent.click(screen.getByRole('button', { name: 'Add a CVSS 4.0 vector' }));
    // FIRST's example CVE-2013-1937 (https://www.first.org/cvss/v4.0/examples): 5.1, medium.
    fireEvent.change(await screen.findByLabelText('Vector string', {}, { timeout: 15_000 }), { target: { value: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:A/VC:N/VI:N/VA:N/SC:L/SI:L/SA:N' } });
    expect(screen.getByTestId('cvss-status').textContent).toBe('Score 5.1 · Medium');
    fireEvent.click(submitButton());
    await waitFor(() => expect(bugPosts(api)).toHaveLength(1));
    const form = bugPosts(api)[0]!.form;
    expect(form.get('cvssVector')).toBe('CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:A/VC:N/VI:N/VA:N/SC:L/SI:L/SA:N');
    expect([...form.keys()].filter((k) => /score/i.test(k))).toEqual([]);
  }, 45_000);

  it('refuses an unfinished vector at its field, in Chinese, and sends nothing', async () => {
    const api = stubForm();
    await open('zh');
    fireEvent.change(screen.getByLabelText(/漏洞名称/), { target: { value: 'XSS' } });
    fireEvent.click(screen.getByRole('button', { name: '添加 CVSS 4.0 向量' }));
    fireEvent.change(await screen.findByLabelText('攻击途径 (AV)', {}, { timeout: 15_000 }), { target: { value: 'N' } });
    fireEvent.click(submitButton('提交漏洞'));
    expect(await screen.findByText('不是有效的 CVSS 4.0 向量：以 CVSS:4.0/ 开头，依次包含 11 个基础指标')).toBeTruthy();
    expect(bugPosts(api)).toHaveLength(0);
  }, 30_000);
});
