import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../../generated/api';
import { notifyError } from '../../lib/notify';
import { sessionAtom, type SessionUser } from '../../lib/session';
import { appStore } from '../../lib/store';
import { notLoggedInAtom } from '../../lib/ui';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { BugFormPage } from './BugFormPage';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const scrolled: string[] = [];
beforeEach(() => {
  appStore.set(sessionAtom, { status: 'signedIn', user: {} as SessionUser, unread: 0 });
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
    appStore.set(sessionAtom, { status: 'unknown' });
    appStore.set(notLoggedInAtom, false);
  });
});

type BugType = components['schemas']['BugTypeTree']['types'][number];
const mainTypes: [number, string][] = [[1, 'Infrastructure'], [2, 'System operations'], [3, 'Application'], [4, 'Business security'], [5, 'Security incident'], [10, 'Client application'], [11, 'Intrusion intelligence'], [12, 'Other'], [13, 'Ninth']];
// The contract's enumeration has 8 main types; a ninth (13) is stubbed to show the legacy swap.
const types: BugType[] = mainTypes.map(([id, text]) => ({ id: id as BugType['id'], text, child: [{ id: id * 100 + 1, text: `${text} flaw` }] }));

function stubForm() {
  return stubApi()
    .get('/v2/api/bug-type', { types })
    .get('/v2/api/bug-activity', { activities: [{ id: 3, title: 'Singles Day', enabled: true, reason: '' }, { id: 2, title: 'National Day', enabled: false, reason: 'Activity ended' }] })
    .get('/v2/api/config/regulation', { regulation: { filename: 'Rules.pdf', url: '/v2/api/file/20261101000000-abcdef.pdf' } })
    .post('/v2/api/captcha/graph', { result: true })
    .post('/v2/api/bug', { id: 12 });
}

async function open(lang: 'zh' | 'en' = 'en', search = '') {
  window.history.replaceState(null, '', `/v2/loophole/create?language=${lang}${search ? `&${search}` : ''}`);
  const view = renderWithApp(<BugFormPage />, { lang, path: '/v2/loophole/create', search });
  await screen.findByRole('form');
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
  act(() => void editor.commands.setContent('<p>steps <img src="x" onerror="alert(1)"><a href="javascript:alert(2)" onclick="x()">go</a></p><script>alert(3)</script>', { emitUpdate: true }));
  fireEvent.change(screen.getByLabelText(/Captcha/), { target: { value: opts.captcha ?? 'ab12' } });
  if (opts.agree !== false) fireEvent.click(screen.getByRole('checkbox'));
  await waitFor(() => expect((screen.getByLabelText(/Captcha/) as HTMLInputElement).value).toBe(opts.captcha ?? 'ab12'));
}

describe('report form: validation (spec §5)', () => {
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
    for (const message of ['Please select a Vulnerability Type', 'Please select the Self-assessment of Vulnerability Impact', 'Please enter the Vulnerability Link', 'Please enter the Vulnerability Details', 'Please fill in the captcha']) {
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

  it('asks a visitor to sign in instead of submitting', async () => {
    appStore.set(sessionAtom, { status: 'signedOut' });
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
    const options = within(screen.getByRole('combobox', { name: 'Category' })).getAllByRole('option').map((o) => o.textContent);
    expect(options.slice(1)).toEqual(['Infrastructure', 'System operations', 'Application', 'Business security', 'Security incident', 'Client application', 'Intrusion intelligence', 'Ninth', 'Other']);
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
