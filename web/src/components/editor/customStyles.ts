// The four custom styles (docs/rules.md#limits "four default custom styles", the legacy editor's
// defaults): a centred and a left title (first-level headings with a rule below), and two inline
// emphases. Each is written as a class (so the editor knows it again) and inline declarations the
// sanitiser keeps (its layout and formatting styles only: the rule below is a border width, style
// and colour, not border-bottom).
import { Extension, Mark, mergeAttributes } from '@tiptap/core';

const RULE = 'border-width: 0 0 2px; border-style: solid; border-color: #ccc; padding: 0 4px 0 0';

export const CUSTOM_STYLES = {
  tc: { block: true, style: `${RULE}; text-align: center; margin: 0 0 20px 0` },
  tl: { block: true, style: `${RULE}; margin: 0 0 10px 0` },
  im: { block: false, style: 'font-style: italic; font-weight: bold' },
  hi: { block: false, style: 'font-style: italic; font-weight: bold; color: rgb(51, 153, 204)' },
} as const;

export type CustomStyle = keyof typeof CUSTOM_STYLES;
export const CUSTOM_STYLE_IDS = Object.keys(CUSTOM_STYLES) as CustomStyle[];

const classOf = (id: string) => `editor-style-${id}`;
const idOf = (el: HTMLElement, block: boolean): CustomStyle | null => CUSTOM_STYLE_IDS.find((id) => CUSTOM_STYLES[id].block === block && el.classList.contains(classOf(id))) ?? null;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    customStyle: {
      setCustomStyle: (id: CustomStyle | null) => ReturnType;
    };
  }
}

/** The inline styles (im, hi). */
export const CustomStyleMark = Mark.create({
  name: 'customStyle',
  addAttributes() {
    return { name: { default: null, parseHTML: (el) => idOf(el, false), renderHTML: () => ({}) } };
  },
  parseHTML() {
    return [{ tag: 'span', getAttrs: (el) => (idOf(el, false) ? null : false) }];
  },
  renderHTML({ mark, HTMLAttributes }) {
    const id = mark.attrs.name as CustomStyle;
    return ['span', mergeAttributes(HTMLAttributes, { class: classOf(id), style: CUSTOM_STYLES[id].style }), 0];
  },
});

/** The block styles (tc, tl) as an attribute of headings, and the command for all four. */
export const CustomStyles = Extension.create({
  name: 'customStyles',
  addGlobalAttributes() {
    return [
      {
        types: ['heading'],
        attributes: {
          customStyle: {
            default: null,
            parseHTML: (el) => idOf(el, true),
            renderHTML: (a) => (a.customStyle ? { class: classOf(a.customStyle as string), style: CUSTOM_STYLES[a.customStyle as CustomStyle].style } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      setCustomStyle:
        (id) =>
        ({ chain }) => {
          if (id === null) return chain().unsetMark('customStyle').updateAttributes('heading', { customStyle: null }).run();
          if (CUSTOM_STYLES[id].block) return chain().setHeading({ level: 1 }).updateAttributes('heading', { customStyle: id }).run();
          return chain().setMark('customStyle', { name: id }).run();
        },
    };
  },
});
