// The editor's extensions: StarterKit (20 undo steps, links, lists, underline), text style (colour,
// background, font size), alignment, images with scale handles and an upload or capture placeholder,
// tables with resizable columns capped at 100 rows × 20 columns (rows in alternating colours on request), highlighted code blocks, placeholder,
// the 10,000-character count, the four custom styles, and this editor's own: paragraph format (line
// height, row spacing, 2em indent), Tab as 4 spaces.
import { Extension, type AnyExtension, type ChainedCommands } from '@tiptap/core';
import CodeBlockLowlight from '@tiptap/extension-code-block-lowlight';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { BackgroundColor, Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { INTERLACED_CLASS } from '../interlacedTables';
import { makeLowlight, PLAIN_LANGUAGE } from './codeLanguages';
import { CustomStyleMark, CustomStyles } from './customStyles';
import { UndoLimit } from './undoLimit';
import { INDENT, MAX_CHARS, TAB_SPACES, TABLE_MAX_COLS, TABLE_MAX_ROWS, UNDO_DEPTH, UNDO_GROUP_MS } from './constants';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    tableInterlace: {
      toggleInterlace: () => ReturnType;
    };
    paragraphFormat: {
      setLineHeight: (value: string | null) => ReturnType;
      setRowSpacing: (side: 'top' | 'bottom', px: number | null) => ReturnType;
      toggleIndent: () => ReturnType;
    };
  }
}

const BLOCKS = ['paragraph', 'heading'];
const px = (value: string) => (/^\d+px$/.test(value) ? Number.parseInt(value, 10) : null);

/** Line height, space above and below (row spacing) and first-line indent of paragraphs and headings. */
const ParagraphFormat = Extension.create({
  name: 'paragraphFormat',
  addGlobalAttributes() {
    return [
      {
        types: BLOCKS,
        attributes: {
          lineHeight: {
            default: null,
            parseHTML: (el) => el.style.lineHeight || null,
            renderHTML: (a) => (a.lineHeight ? { style: `line-height: ${a.lineHeight}` } : {}),
          },
          spacingTop: {
            default: null,
            parseHTML: (el) => px(el.style.marginTop),
            renderHTML: (a) => (a.spacingTop ? { style: `margin-top: ${a.spacingTop}px` } : {}),
          },
          spacingBottom: {
            default: null,
            parseHTML: (el) => px(el.style.marginBottom),
            renderHTML: (a) => (a.spacingBottom ? { style: `margin-bottom: ${a.spacingBottom}px` } : {}),
          },
          indent: {
            default: false,
            parseHTML: (el) => el.style.textIndent === INDENT,
            renderHTML: (a) => (a.indent ? { style: `text-indent: ${INDENT}` } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    const setAll =
      (attrs: Record<string, unknown>) =>
      ({ chain }: { chain: () => ChainedCommands }) =>
        chain().updateAttributes('paragraph', attrs).updateAttributes('heading', attrs).run();
    return {
      setLineHeight: (value) => setAll({ lineHeight: value }),
      setRowSpacing: (side, value) => setAll(side === 'top' ? { spacingTop: value } : { spacingBottom: value }),
      toggleIndent:
        () =>
        ({ editor, chain }) => {
          const on = Boolean(editor.getAttributes('paragraph').indent || editor.getAttributes('heading').indent);
          return setAll({ indent: !on })({ chain });
        },
    };
  },
});

/**
 * Alternating row colours, switched per table: the table carries a class (which the sanitiser
 * keeps), and the editor and every page showing rich content colour its odd and even rows.
 */
const TableInterlace = Extension.create({
  name: 'tableInterlace',
  addGlobalAttributes() {
    return [
      {
        types: ['table'],
        attributes: {
          interlaced: {
            default: false,
            parseHTML: (el) => el.classList.contains(INTERLACED_CLASS),
            renderHTML: (a) => (a.interlaced ? { class: INTERLACED_CLASS } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      toggleInterlace:
        () =>
        ({ editor, commands }) =>
          commands.updateAttributes('table', { interlaced: !editor.getAttributes('table').interlaced }),
    };
  },
});

/** Tab inserts 4 spaces (non-breaking outside code); lists and tables handle Tab first. */
const TabSpaces = Extension.create({
  name: 'tabSpaces',
  priority: 50,
  addKeyboardShortcuts() {
    return {
      Tab: () => {
        const text = (this.editor.isActive('codeBlock') ? ' ' : '\u00a0').repeat(TAB_SPACES);
        return this.editor.commands.command(({ tr }) => {
          tr.insertText(text);
          return true;
        });
      },
    };
  },
});

/** The largest table of a document: rows, and columns counted with their spans. */
export function largestTable(doc: PmNode): { rows: number; cols: number } {
  let rows = 0;
  let cols = 0;
  doc.descendants((node) => {
    if (node.type.name !== 'table') return true;
    rows = Math.max(rows, node.childCount);
    node.forEach((row) => {
      let width = 0;
      row.forEach((cell) => (width += Number(cell.attrs.colspan ?? 1)));
      cols = Math.max(cols, width);
    });
    return false;
  });
  return { rows, cols };
}

/** Refuses any change that makes a table larger than 100 rows or 20 columns (Tab in the last cell adds rows). */
const TableLimits = Extension.create({
  name: 'tableLimits',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('tableLimits'),
        filterTransaction: (tr, state) => {
          if (!tr.docChanged) return true;
          const after = largestTable(tr.doc);
          if (after.rows <= TABLE_MAX_ROWS && after.cols <= TABLE_MAX_COLS) return true;
          const before = largestTable(state.doc);
          return !(after.rows > Math.max(before.rows, TABLE_MAX_ROWS) || after.cols > Math.max(before.cols, TABLE_MAX_COLS));
        },
      }),
    ];
  },
});

/** What the image's view shows from its attributes only when it is made. */
const SIZE_ATTRS = ['width', 'height', 'float'] as const;

/**
 * Images with scale handles (kept as width and height); one being uploaded carries its upload id, one
 * being caught from a remote address its capture id and that address (each with a class that shows
 * it loading); a floated image keeps its side as an inline float.
 */
export const UploadImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      uploadId: {
        default: null,
        parseHTML: () => null,
        renderHTML: (a) => (a.uploadId ? { 'data-upload-id': a.uploadId, class: 'editor-uploading' } : {}),
      },
      catchId: {
        default: null,
        parseHTML: () => null,
        renderHTML: (a) => (a.catchId ? { 'data-catch-id': a.catchId, class: 'editor-catching' } : {}),
      },
      catchSource: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
      float: {
        default: null,
        parseHTML: (el) => (el.style.float === 'left' || el.style.float === 'right' ? el.style.float : null),
        renderHTML: (a) => (a.float ? { style: `float: ${a.float}` } : {}),
      },
    };
  },
  // TipTap's scalable view sizes the image from its attributes when it is made, then leaves the size
  // to the handles: a size chosen in the context menu (or undone) would reach the HTML but not the
  // screen, and a float rewrites the style that holds the size. A change of either makes the view
  // again from the attributes.
  addNodeView() {
    const parent = this.parent?.();
    if (!parent) return null;
    return (props) => {
      const view = parent(props);
      const shown = props.node.attrs;
      const update = view.update?.bind(view);
      view.update = (node, ...rest) => {
        if (SIZE_ATTRS.some((a) => node.attrs[a] !== shown[a])) return false;
        return update ? update(node, ...rest) : true;
      };
      return view;
    };
  },
}).configure({
  inline: true,
  allowBase64: false,
  resize: { enabled: true, directions: ['bottom-right', 'bottom-left', 'top-right', 'top-left'], minWidth: 24, minHeight: 24, alwaysPreserveAspectRatio: true },
});

export function buildExtensions(placeholder: string): AnyExtension[] {
  return [
    StarterKit.configure({
      codeBlock: false,
      undoRedo: { depth: UNDO_DEPTH, newGroupDelay: UNDO_GROUP_MS },
      link: { openOnClick: false, autolink: true, protocols: ['ftp', 'mailto', 'tel'], defaultProtocol: 'https' },
    }),
    UndoLimit,
    TextStyle,
    Color,
    BackgroundColor,
    FontSize,
    TextAlign.configure({ types: BLOCKS, alignments: ['left', 'center', 'right', 'justify'] }),
    ParagraphFormat,
    TabSpaces,
    UploadImage,
    TableKit.configure({ table: { resizable: true } }),
    TableLimits,
    TableInterlace,
    CodeBlockLowlight.configure({ lowlight: makeLowlight(), defaultLanguage: PLAIN_LANGUAGE }),
    Placeholder.configure({ placeholder }),
    CharacterCount.configure({ limit: MAX_CHARS }),
    CustomStyles,
    CustomStyleMark,
  ];
}
