import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SessionUser, setSession } from '../../lib/session/session';
import { appStore } from '../../lib/store';
import { notLoggedInAtom } from '../../lib/ui';
import { stubApi } from '../../test/apiStub';
import { EDITOR_CONFIG } from '../../test/editorConfig';
import { renderWithApp } from '../../test/render';
import { closeHistory } from '@tiptap/pm/history';
import { clampTableSize, MAX_CHARS, TABLE_MAX_COLS, TABLE_MAX_ROWS, UNDO_DEPTH, UNDO_KEYSTROKES } from './constants';
import { CODE_LANGUAGES } from './codeLanguages';
import { PLACEHOLDER_SRC } from './imageUpload';
import { RichEditor } from './RichEditor';

beforeEach(() => setSession({ status: 'signedIn', user: {} as SessionUser, unread: 0 }));
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    setSession({ status: 'unknown' });
    appStore.set(notLoggedInAtom, false);
  });
});

function setup(value = '', lang: 'zh' | 'en' = 'en') {
  const onChange = vi.fn();
  renderWithApp(<RichEditor value={value} onChange={onChange} imageMark={1} />, { lang });
  const dom = document.querySelector('.ProseMirror') as HTMLElement & { editor: Editor };
  return { onChange, dom, editor: dom.editor };
}

function paste(dom: HTMLElement, files: File[]) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { files, types: ['Files'], items: [], getData: () => '' } });
  dom.dispatchEvent(event);
}

describe('rich editor', () => {
  it('counts characters against the 10,000 limit and refuses more', () => {
    const { editor } = setup(`<p>${'a'.repeat(MAX_CHARS - 2)}</p>`);
    expect(screen.getByTestId('word-count').textContent).toBe('9998 characters entered, 2 left.');
    act(() => void editor.commands.insertContent('bcdef'));
    expect(editor.storage.characterCount.characters()).toBeLessThanOrEqual(MAX_CHARS);
    act(() => void editor.commands.insertContent('b'));
    expect(screen.getByTestId('word-count').textContent).toMatch(/ left\.$/);
  });

  it('shows the limit message in Chinese when the source is longer than allowed', () => {
    setup('', 'zh');
    fireEvent.click(screen.getByRole('button', { name: '源代码' }));
    fireEvent.change(screen.getByRole('textbox', { name: '源代码' }), { target: { value: `<p>${'字'.repeat(MAX_CHARS + 1)}</p>` } });
    expect(screen.getByTestId('word-count').textContent).toBe('字数超出最大允许值，服务器可能拒绝保存！');
  });

  it('keeps tables within 100 rows × 20 columns (default 5 × 5)', () => {
    const { editor } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Insert table' }));
    expect((screen.getByRole('spinbutton', { name: 'Rows' }) as HTMLInputElement).value).toBe('5');
    expect((screen.getByRole('spinbutton', { name: 'Columns' }) as HTMLInputElement).value).toBe('5');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Rows' }), { target: { value: '500' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Columns' }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    const table = document.querySelector('.ProseMirror table')!;
    expect(table.querySelectorAll('tr')).toHaveLength(TABLE_MAX_ROWS);
    expect(table.querySelector('tr')!.children).toHaveLength(TABLE_MAX_COLS);
    expect((screen.getByRole('button', { name: 'Insert row below' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Insert column right' }) as HTMLButtonElement).disabled).toBe(true);
    // Tab in the last cell would add a row: refused at the limit.
    act(() => void editor.commands.addRowAfter());
    expect(document.querySelectorAll('.ProseMirror table tr')).toHaveLength(TABLE_MAX_ROWS);
    expect(clampTableSize(0, 0)).toEqual({ rows: 1, cols: 1 });
  });

  it('merges and splits table cells', () => {
    const { editor } = setup('<table><tbody><tr><td><p>a</p></td><td><p>b</p></td></tr><tr><td><p>c</p></td><td><p>d</p></td></tr></tbody></table>');
    act(() => void editor.commands.setCellSelection({ anchorCell: 2, headCell: 7 }));
    fireEvent.click(screen.getByRole('button', { name: 'Merge cells' }));
    expect(document.querySelector('.ProseMirror td')!.getAttribute('colspan')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Split cell' }));
    expect(document.querySelector('.ProseMirror td[colspan]')).toBeNull();
  });

  it('offers the 23 code languages plus plain text', () => {
    setup();
    expect(CODE_LANGUAGES).toHaveLength(23);
    const select = screen.getByRole('combobox', { name: 'Code language' });
    expect(select.querySelectorAll('option')).toHaveLength(25);
    fireEvent.change(select, { target: { value: 'python' } });
    expect(document.querySelector('.ProseMirror pre code')!.className).toContain('language-python');
  });

  it('undoes at most 20 steps', () => {
    const { editor } = setup('<p>start</p>');
    // In one act each: the toolbar renders once, not after every step.
    act(() => {
      for (let i = 0; i < 30; i++) editor.view.dispatch(closeHistory(editor.state.tr.insertText(String(i % 10), 1)));
    });
    act(() => {
      for (let i = 0; i < 40; i++) editor.commands.undo();
    });
    // The latest 20 insertions are undone; the 10 before them stay.
    expect(editor.getText()).toBe(`${'9876543210'.repeat(30 / 10 - UNDO_DEPTH / 10)}start`);
    expect(editor.can().redo()).toBe(true);
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('ends an undo step after 20 keystrokes typed without a pause', () => {
    // One instant for every keystroke: no pause ends a step, only their number does.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { editor } = setup('<p></p>');
      // One act: the toolbar renders once, not after each keystroke.
      act(() => {
        for (let i = 0; i < 2 * UNDO_KEYSTROKES + 5; i++) editor.commands.insertContent(String(i % 10));
      });
      const typed = editor.getText();
      act(() => void editor.commands.undo());
      expect(editor.getText()).toBe(typed.slice(0, 2 * UNDO_KEYSTROKES));
      act(() => void editor.commands.undo());
      expect(editor.getText()).toBe(typed.slice(0, UNDO_KEYSTROKES));
      act(() => void editor.commands.undo());
      expect(editor.getText()).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts only links with an allowed scheme', () => {
    const { editor } = setup('<p>click here</p>');
    act(() => void editor.commands.selectAll());
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Link address' }), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alert').textContent).toBe('A link must start with http://, https://, ftp://, mailto:, tel:, # or /');
    fireEvent.change(screen.getByRole('textbox', { name: 'Link address' }), { target: { value: 'https://example.org/a' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(document.querySelector('.ProseMirror a')!.getAttribute('href')).toBe('https://example.org/a');
  });

  it('inserts 4 non-breaking spaces for Tab', () => {
    const { dom, onChange } = setup('<p>x</p>');
    fireEvent.keyDown(dom, { key: 'Tab', code: 'Tab', keyCode: 9 });
    expect(onChange.mock.calls.at(-1)![1]).toContain('\u00a0'.repeat(4));
  });

  it('sanitises what comes back from the source view', () => {
    const { onChange } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'HTML source' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'HTML source' }), {
      target: { value: '<p onclick="alert(1)">hi <a href="javascript:alert(2)">x</a></p><script>alert(3)</script>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'HTML source' }));
    const html = onChange.mock.calls.at(-1)![0] as string;
    expect(html).toContain('hi');
    expect(html).not.toMatch(/script|onclick|javascript:/i);
  });

  it('replaces the placeholder of a pasted screenshot with the stored address and marks it', async () => {
    const api = stubApi()
      .get('/v2/api/ue-config', EDITOR_CONFIG)
      .post('/v2/api/ue-snapshot', { state: 'SUCCESS', url: '/v2/api/file/20261122000000-abcdef.png', title: 't' })
      .post('/v2/api/image-mark', {});
    const { dom } = setup();
    paste(dom, [new File(['x'], 'shot.png', { type: 'image/png' })]);
    expect(document.querySelector(`.ProseMirror img[src="${PLACEHOLDER_SRC}"]`)).not.toBeNull();
    await waitFor(() => expect(document.querySelector('.ProseMirror img:not(.ProseMirror-separator)')!.getAttribute('src')).toBe('/v2/api/file/20261122000000-abcdef.png'));
    await waitFor(() => expect(api.posts.some((p) => p.path === '/v2/api/image-mark')).toBe(true));
    const mark = api.posts.find((p) => p.path === '/v2/api/image-mark')!.form;
    expect(mark.get('url')).toBe('/v2/api/file/20261122000000-abcdef.png');
    expect(mark.get('mark')).toBe('1');
    // Undo takes the image away; it never brings the placeholder back.
    act(() => void (dom as HTMLElement & { editor: Editor }).editor.commands.undo());
    expect(document.querySelector('.ProseMirror img:not(.ProseMirror-separator)')).toBeNull();
  });

  it('removes the placeholder when the server refuses the image and shows why', async () => {
    stubApi().get('/v2/api/ue-config', EDITOR_CONFIG).post('/v2/api/ue-snapshot', { state: 'file larger than 2M', url: '', title: '' });
    const { dom } = setup();
    paste(dom, [new File(['x'], 'big.png', { type: 'image/png' })]);
    expect(await screen.findByText('file larger than 2M')).toBeTruthy();
    expect(document.querySelector('.ProseMirror img:not(.ProseMirror-separator)')).toBeNull();
  });

  it('asks a visitor to sign in instead of uploading an image', () => {
    setSession({ status: 'signedOut' });
    const api = stubApi();
    const { dom } = setup();
    paste(dom, [new File(['x'], 'shot.png', { type: 'image/png' })]);
    expect(appStore.get(notLoggedInAtom)).toBe(true);
    expect(api.posts).toHaveLength(0);
    expect(document.querySelector('.ProseMirror img:not(.ProseMirror-separator)')).toBeNull();
  });

  it('refuses images of other types or above 2 MB before uploading', async () => {
    const api = stubApi().get('/v2/api/ue-config', EDITOR_CONFIG);
    const { dom } = setup('', 'zh');
    paste(dom, [new File(['x'], 'a.gif', { type: 'image/gif' })]);
    expect(await screen.findByText('文件格式不允许')).toBeTruthy();
    paste(dom, [new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' })]);
    expect(await screen.findByText('文件大小超出限制')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
  });
});
