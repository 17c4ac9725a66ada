import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { CellSelection } from '@tiptap/pm/tables';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftSavedSignal, type DraftSavedSignal } from '../../lib/draft';
import { sanitizeHtml } from '../../lib/sanitize';
import { type SessionUser, setSession } from '../../lib/session/session';
import { stubApi } from '../../test/apiStub';
import { EDITOR_CONFIG } from '../../test/editorConfig';
import { renderWithApp } from '../../test/render';
import { INTERLACED_CLASS } from '../interlacedTables';
import { PREFERENCES_KEY } from './preferences';
import { RichEditor } from './RichEditor';

// The chart's drawing needs a canvas, which jsdom lacks: the test checks what the editor does with it.
vi.mock('./table/tableChart', () => ({ renderTableChart: vi.fn(() => new File(['png'], 'chart.png', { type: 'image/png' })) }));

beforeEach(() => setSession({ status: 'signedIn', user: {} as SessionUser, unread: 0 }));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.removeItem(PREFERENCES_KEY);
  act(() => setSession({ status: 'unknown' }));
});

function setup(value = '', draftSaved?: DraftSavedSignal) {
  const onChange = vi.fn();
  const view = renderWithApp(<RichEditor value={value} onChange={onChange} draftSaved={draftSaved} />, { lang: 'en' });
  const dom = document.querySelector('.ProseMirror') as HTMLElement & { editor: Editor };
  return { onChange, dom, editor: dom.editor, view };
}

const row = (tag: 'td' | 'th', cells: (string | number)[]) => `<tr>${cells.map((c) => `<${tag}><p>${c}</p></${tag}>`).join('')}</tr>`;
const table = (...rows: string[]) => `<table><tbody>${rows.join('')}</tbody></table>`;
/** Puts the cursor in the cell holding this text. */
function cursorIn(editor: Editor, text: string) {
  let at = -1;
  editor.state.doc.descendants((node, pos) => (at < 0 && node.isText && node.text === text ? ((at = pos), false) : true));
  act(() => void editor.commands.setTextSelection(at + 1));
}
/** The cell holding the cursor: its text, row and column, and the cursor's offset in its text. */
function cursorCell(editor: Editor) {
  const $head = editor.state.selection.$head;
  return { text: $head.parent.textContent, row: $head.index($head.depth - 3), column: $head.index($head.depth - 2), offset: $head.parentOffset };
}
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const columnText = (col: number) => [...document.querySelectorAll('.ProseMirror tr')].map((tr) => tr.children[col]!.textContent);

describe('rich editor: tables, images and styles', () => {
  it('applies the four custom styles in a form the sanitiser keeps', () => {
    const { editor } = setup('<p>title</p>');
    const select = screen.getByRole('combobox', { name: 'Custom style' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Custom style', 'Title centred', 'Title left', 'Emphasis', 'Strong emphasis']);
    fireEvent.change(select, { target: { value: 'tc' } });
    const html = sanitizeHtml(editor.getHTML());
    expect(html).toMatch(/^<h1 class="editor-style-tc" style="[^"]*text-align: center[^"]*border-width: 0px 0px 2px; border-style: solid/);
    act(() => void editor.commands.setContent('<p>word</p>'));
    act(() => void editor.commands.selectAll());
    fireEvent.change(select, { target: { value: 'hi' } });
    expect(sanitizeHtml(editor.getHTML())).toContain('<span class="editor-style-hi" style="font-style: italic; font-weight: bold; color: rgb(51, 153, 204)">word</span>');
  });

  it('sorts by the selected column under the header row, and not while cells are merged', () => {
    const { editor } = setup(table(row('th', ['name', 'score']), row('td', ['a', 10]), row('td', ['b', 9]), row('td', ['c', 100])));
    cursorIn(editor, '10');
    fireEvent.click(button('Sort descending by this column'));
    expect(columnText(1)).toEqual(['score', '100', '10', '9']);
    fireEvent.click(button('Sort ascending by this column'));
    expect(columnText(0)).toEqual(['name', 'b', 'a', 'c']);
    act(() => void editor.commands.setContent(table(row('th', ['name', 'score']), '<tr><td colspan="2"><p>a</p></td></tr>', row('td', ['b', 9]))));
    cursorIn(editor, 'b');
    expect(button('Sort ascending by this column').disabled).toBe(true);
    expect(screen.getByText('The table has merged cells and cannot be sorted')).toBeTruthy();
  });

  it('keeps the cursor in the cell it was in, which moved with its row, after a sort', () => {
    const { editor } = setup(`<p>before</p>${table(row('th', ['name', 'score']), row('td', ['alpha', 10]), row('td', ['beta', 9]), row('td', ['gamma', 100]))}`);
    // Inside "alpha" after its second letter: row 1, column 0.
    cursorIn(editor, 'alpha');
    act(() => void editor.commands.setTextSelection(editor.state.selection.from + 1));
    fireEvent.click(button('Sort descending by this column'));
    expect(columnText(0)).toEqual(['name', 'gamma', 'beta', 'alpha']);
    expect(cursorCell(editor)).toEqual({ text: 'alpha', row: 3, column: 0, offset: 2 });
    // Sorting again by the same column works from where the cursor now is, and it follows again.
    fireEvent.click(button('Sort ascending by this column'));
    expect(cursorCell(editor)).toEqual({ text: 'alpha', row: 1, column: 0, offset: 2 });
    // Typing goes into that cell.
    act(() => void editor.commands.insertContent('X'));
    expect(columnText(0)).toEqual(['name', 'alXpha', 'beta', 'gamma']);
    // In the second column the sort is numeric and the cursor follows "9" to the top.
    cursorIn(editor, '9');
    fireEvent.click(button('Sort ascending by this column'));
    expect(columnText(1)).toEqual(['score', '9', '10', '100']);
    expect(cursorCell(editor)).toMatchObject({ text: '9', row: 1, column: 1 });
  });

  it('keeps a selected column selected after sorting by it', () => {
    const { editor } = setup(table(row('th', ['name', 'score']), row('td', ['a', 10]), row('td', ['b', 9]), row('td', ['c', 100])));
    const cells: number[] = [];
    editor.state.doc.descendants((node, pos) => (node.type.name === 'tableHeader' || node.type.name === 'tableCell' ? (cells.push(pos), false) : true));
    // The second column, header to last row (cells are listed row by row, two a row).
    act(() => void editor.commands.setCellSelection({ anchorCell: cells[1]!, headCell: cells[7]! }));
    fireEvent.click(button('Sort descending by this column'));
    expect(columnText(1)).toEqual(['score', '100', '10', '9']);
    const selection = editor.state.selection as CellSelection;
    expect(selection).toBeInstanceOf(CellSelection);
    expect(selection.isColSelection()).toBe(true);
    const selected: string[] = [];
    selection.forEachCell((cell) => selected.push(cell.textContent));
    expect(selected).toEqual(['score', '100', '10', '9']);
  });

  it('resizes a column by dragging its border, and the width survives the HTML and the sanitiser', () => {
    const { editor, view } = setup(table(row('td', ['a', 'b']), row('td', ['c', 'd'])));
    const first = document.querySelector('.ProseMirror td') as HTMLElement;
    // jsdom lays nothing out: the first cell is 100 px wide from x = 0, and the point 5 px inside its
    // right border lies in it.
    first.getBoundingClientRect = () => ({ left: 0, right: 100, top: 0, bottom: 20, width: 100, height: 20, x: 0, y: 0, toJSON: () => ({}) });
    Object.defineProperty(first, 'offsetWidth', { value: 100 });
    let inFirst = -1;
    editor.state.doc.descendants((node, pos) => (inFirst < 0 && node.isText && node.text === 'a' ? ((inFirst = pos), false) : true));
    vi.spyOn(editor.view, 'posAtCoords').mockReturnValue({ pos: inFirst, inside: inFirst - 2 });
    fireEvent.mouseMove(first, { clientX: 98, clientY: 10 });
    expect(editor.view.dom.classList.contains('resize-cursor')).toBe(true);
    fireEvent.mouseDown(first, { clientX: 98, clientY: 10, button: 0 });
    fireEvent.mouseMove(window, { clientX: 120, clientY: 10, buttons: 1, which: 1 });
    fireEvent.mouseUp(window, { clientX: 148, clientY: 10 });
    const html = editor.getHTML();
    expect(html).toMatch(/<col style="width: 150px;?">/);
    expect(html.match(/<td colwidth="150">/g)).toHaveLength(2);
    // What the form sends and the server stores (the same policy on both sides) keeps the widths…
    const stored = sanitizeHtml(html);
    expect(stored).toMatch(/<col style="width: 150px;?">/);
    expect(stored.match(/<td colwidth="150">/g)).toHaveLength(2);
    view.unmount();
    // …so the stored table opens in the editor again at that width.
    const again = setup(stored).editor;
    const widths: unknown[] = [];
    again.state.doc.descendants((node) => (node.type.name === 'tableCell' ? (widths.push(node.attrs.colwidth), false) : true));
    expect(widths).toEqual([[150], null, [150], null]);
  });

  it('alternates row colours of a table on request, in a form the sanitiser and the content pages keep', () => {
    const { editor } = setup(table(row('td', ['a', 'b']), row('td', ['c', 'd'])));
    cursorIn(editor, 'c');
    const toggle = () => screen.getByRole('button', { name: 'Alternate row colours' });
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('.ProseMirror table')!.classList.contains(INTERLACED_CLASS)).toBe(true);
    const stored = sanitizeHtml(editor.getHTML());
    expect(stored).toMatch(new RegExp(`^<table class="${INTERLACED_CLASS}"`));
    // Stored content opens interlaced again, and the switch turns it off.
    act(() => void editor.commands.setContent(stored));
    cursorIn(editor, 'c');
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle());
    expect(editor.getHTML()).not.toContain(INTERLACED_CLASS);
  });

  it('makes a chart only of a numeric table with a header row or column, uploaded like a snapshot', async () => {
    const api = stubApi().get('/v2/api/ue-config', EDITOR_CONFIG).post('/v2/api/ue-snapshot', { state: 'SUCCESS', url: '/v2/api/file/20261122000000-cccccc.png', title: 't' });
    const { editor } = setup(table(row('th', ['', '2025', '2026']), row('th', ['web']).replace('</tr>', '<td><p>3</p></td><td><p>x</p></td></tr>')));
    cursorIn(editor, '3');
    expect(button('Make chart').disabled).toBe(true);
    act(() => void editor.commands.setContent(table(row('th', ['', '2025', '2026']), row('th', ['web']).replace('</tr>', '<td><p>3</p></td><td><p>5</p></td></tr>'))));
    cursorIn(editor, '3');
    expect(button('Make chart').disabled).toBe(false);
    fireEvent.click(button('Make chart'));
    await waitFor(() => expect(document.querySelector('.ProseMirror img:not(.ProseMirror-separator)')?.getAttribute('src')).toBe('/v2/api/file/20261122000000-cccccc.png'));
    expect(api.posts.map((p) => p.path)).toEqual(['/v2/api/ue-snapshot']);
    const { renderTableChart } = await import('./table/tableChart');
    expect(renderTableChart).toHaveBeenCalledWith(
      {
        categories: ['web'],
        series: [
          { name: '2025', values: [3] },
          { name: '2026', values: [5] },
        ],
      },
      'bar',
    );
    // The chart follows its table, in a paragraph of its own.
    expect(editor.getHTML()).toMatch(/<\/table>(<\/div>)?<p><img src="\/v2\/api\/file\/20261122000000-cccccc.png"/);
  });

  it('draws the chart type chosen, and remembers the choice in local storage', async () => {
    stubApi().get('/v2/api/ue-config', EDITOR_CONFIG).post('/v2/api/ue-snapshot', { state: 'SUCCESS', url: '/v2/api/file/20261122000000-eeeeee.png', title: 't' });
    const numeric = table(row('th', ['', '2025']), row('th', ['web']).replace('</tr>', '<td><p>3</p></td></tr>'));
    const first = setup(numeric);
    cursorIn(first.editor, '3');
    const type = () => screen.getByRole('combobox', { name: 'Chart type' }) as HTMLSelectElement;
    expect(type().value).toBe('bar');
    fireEvent.change(type(), { target: { value: 'line' } });
    expect(JSON.parse(window.localStorage.getItem(PREFERENCES_KEY)!)).toMatchObject({ chartType: 'line' });
    fireEvent.click(button('Make chart'));
    const { renderTableChart } = await import('./table/tableChart');
    await waitFor(() => expect(renderTableChart).toHaveBeenLastCalledWith(expect.anything(), 'line'));
    first.view.unmount();
    // The next editor opens with the line chart chosen.
    const second = setup(numeric);
    cursorIn(second.editor, '3');
    expect(type().value).toBe('line');
  });

  it("copies an image's full address from its context menu, and says so when the browser refuses", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubApi().get('/v2/api/ue-config', EDITOR_CONFIG);
    try {
      setup('<p>x<img src="/v2/api/file/20261122000000-ffffff.png"></p>');
      const img = () => document.querySelector('.ProseMirror img:not(.ProseMirror-separator)')!;
      fireEvent.contextMenu(img());
      fireEvent.click(screen.getByRole('menuitem', { name: 'Copy image address' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/v2/api/file/20261122000000-ffffff.png`));
      expect(screen.queryByRole('menu')).toBeNull();
      expect(screen.getByRole('status').textContent).toBe('');
      writeText.mockImplementation(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
      fireEvent.contextMenu(img());
      fireEvent.click(screen.getByRole('menuitem', { name: 'Copy image address' }));
      expect(await screen.findByText('Your browser does not allow this; please use Ctrl + C.')).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('resizes, aligns, describes and removes an image from its context menu', () => {
    const { editor } = setup('<p>x<img src="/v2/api/file/20261122000000-dddddd.png"></p>');
    const img = () => document.querySelector('.ProseMirror img:not(.ProseMirror-separator)');
    fireEvent.contextMenu(img()!);
    fireEvent.click(screen.getByRole('menuitem', { name: '300 px wide' }));
    expect(editor.getHTML()).toContain('width="300"');
    // The editor shows the new size too, not only the HTML.
    expect((img() as HTMLImageElement).style.width).toBe('300px');
    fireEvent.contextMenu(img()!);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Float right' }));
    expect((img() as HTMLImageElement).style.width).toBe('300px');
    fireEvent.contextMenu(img()!);
    fireEvent.change(screen.getByRole('textbox', { name: 'Alternative text' }), { target: { value: 'proof' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(sanitizeHtml(editor.getHTML())).toMatch(/<img[^>]*float: right/);
    expect(editor.getHTML()).toContain('alt="proof"');
    fireEvent.contextMenu(img()!);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Paste' }));
    expect(screen.getByRole('status').textContent).toBe('Your browser does not allow this; please use Ctrl + V.');
    fireEvent.contextMenu(img()!);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove image' }));
    expect(img()).toBeNull();
  });

  it('says a draft was saved locally for 2 seconds', () => {
    vi.useFakeTimers();
    try {
      const saved = createDraftSavedSignal();
      const { view } = setup('', saved);
      expect(screen.getByRole('status').textContent).toBe('');
      act(() => saved.emit());
      expect(screen.getByRole('status').textContent).toBe('Saved locally');
      act(() => void vi.advanceTimersByTime(1999));
      expect(screen.getByRole('status').textContent).toBe('Saved locally');
      act(() => void vi.advanceTimersByTime(1));
      expect(screen.getByRole('status').textContent).toBe('');
      view.unmount();
    } finally {
      vi.useRealTimers();
    }
  });
});
