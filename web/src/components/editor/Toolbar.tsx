// The editor's toolbar: every button and list has a translated title and accessible name (namespace
// 'editor'); in source mode only the source and full-screen switches stay active. The table, link
// and table-size rows are in ToolbarPanels, the grid picker in TablePicker.
import { useRef, useState, type ReactNode } from 'react';
import { Box, Button, HStack, Input, NativeSelect } from '@chakra-ui/react';
import type { Editor } from '@tiptap/core';
import { useTranslation } from 'react-i18next';
import { CODE_LANGUAGES, PLAIN_LANGUAGE } from './codeLanguages';
import { FONT_SIZES, LINE_HEIGHTS, ROW_SPACINGS } from './constants';
import { Icon, type IconName } from './icons';
import { CUSTOM_STYLE_IDS, type CustomStyle } from './customStyles';
import { largestTableAtSelection } from './table/tableInfo';
import { TablePicker } from './table/TablePicker';
import { LinkForm, TableActions, TableSizeForm, type ChartControls } from './ToolbarPanels';
import { canUndo } from './undoLimit';

/** What the buttons show: a letter for the character styles, a line icon for the rest. */
const GLYPH: Record<'bold' | 'italic' | 'underline' | 'strike' | IconName, ReactNode> = {
  bold: 'B',
  italic: 'I',
  underline: 'U',
  strike: 'S',
  ...(Object.fromEntries(
    (
      [
        'undo',
        'redo',
        'bulletList',
        'orderedList',
        'indent',
        'alignLeft',
        'alignCenter',
        'alignRight',
        'alignJustify',
        'link',
        'unlink',
        'image',
        'table',
        'source',
        'fullscreen',
        'clearColor',
      ] as const
    ).map((n) => [n, <Icon key={n} name={n} />]),
  ) as Record<IconName, ReactNode>),
};

export interface ToolbarProps {
  editor: Editor;
  sourceMode: boolean;
  fullscreen: boolean;
  onToggleSource: () => void;
  onToggleFullscreen: () => void;
  onPickImages: (files: File[]) => void;
  chart: ChartControls;
  /** Whether pasted remote images are caught (a preference). */
  catchRemote: boolean;
  onToggleCatch: () => void;
}

function Select({ label, value, onChange, disabled, children }: { label: string; value: string; onChange: (v: string) => void; disabled?: boolean; children: ReactNode }) {
  return (
    <NativeSelect.Root size="xs" width="auto" disabled={disabled}>
      <NativeSelect.Field aria-label={label} title={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function Toolbar({ editor, sourceMode, fullscreen, onToggleSource, onToggleFullscreen, onPickImages, chart, catchRemote, onToggleCatch }: ToolbarProps) {
  const { t } = useTranslation('editor');
  const [panel, setPanel] = useState<'link' | 'table' | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const off = sourceMode;
  const chain = () => editor.chain().focus();

  const button = (key: keyof typeof GLYPH, run: () => void, opts: { active?: boolean; disabled?: boolean; label?: string } = {}) => {
    const label = opts.label ?? t(key);
    return (
      <Button
        key={key}
        size="xs"
        variant={opts.active ? 'solid' : 'ghost'}
        colorPalette={opts.active ? 'blue' : 'gray'}
        aria-label={label}
        aria-pressed={opts.active ?? undefined}
        title={label}
        disabled={opts.disabled ?? off}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
        fontWeight={key === 'bold' ? 'bold' : 'normal'}
        fontStyle={key === 'italic' ? 'italic' : undefined}
        textDecoration={key === 'underline' ? 'underline' : key === 'strike' ? 'line-through' : undefined}
        minW="7"
        px="1.5"
      >
        {GLYPH[key]}
      </Button>
    );
  };

  const heading = ([1, 2, 3, 4, 5, 6] as const).find((level) => editor.isActive('heading', { level }));
  const block = editor.getAttributes(heading ? 'heading' : 'paragraph');
  const inTable = editor.isActive('table');
  const table = inTable ? largestTableAtSelection(editor) : null;
  const customStyle = String(editor.getAttributes('heading').customStyle ?? editor.getAttributes('customStyle').name ?? '');
  const codeLanguage = editor.isActive('codeBlock') ? String(editor.getAttributes('codeBlock').language ?? PLAIN_LANGUAGE) : '';

  return (
    <Box role="toolbar" aria-label={t('toolbar')} borderBottomWidth="1px" bg="gray.50" px="2" py="1.5">
      <HStack gap="1" wrap="wrap">
        {button('undo', () => chain().undo().run(), { disabled: off || !canUndo(editor.state) })}
        {button('redo', () => chain().redo().run(), { disabled: off || !editor.can().redo() })}
        <Select
          label={t('blockType')}
          disabled={off}
          value={heading ? String(heading) : '0'}
          onChange={(v) =>
            v === '0'
              ? chain().setParagraph().run()
              : chain()
                  .setHeading({ level: Number(v) as 1 | 2 | 3 | 4 | 5 | 6 })
                  .run()
          }
        >
          <option value="0">{t('paragraph')}</option>
          {[1, 2, 3, 4, 5, 6].map((level) => (
            <option key={level} value={level}>
              {t('heading', { level })}
            </option>
          ))}
        </Select>
        <Select
          label={t('customStyle')}
          disabled={off}
          value={customStyle}
          onChange={(v) =>
            chain()
              .setCustomStyle((v || null) as CustomStyle | null)
              .run()
          }
        >
          <option value="">{t('customStyle')}</option>
          {CUSTOM_STYLE_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`style_${id}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('fontSize')}
          disabled={off}
          value={String(editor.getAttributes('textStyle').fontSize ?? '')}
          onChange={(v) => (v ? chain().setFontSize(v).run() : chain().unsetFontSize().run())}
        >
          <option value="">{t('fontSize')}</option>
          {FONT_SIZES.map((s) => (
            <option key={s} value={`${s}px`}>
              {`${s}px`}
            </option>
          ))}
        </Select>
        <Select
          label={t('lineHeight')}
          disabled={off}
          value={String(block.lineHeight ?? '')}
          onChange={(v) =>
            chain()
              .setLineHeight(v || null)
              .run()
          }
        >
          <option value="">{t('lineHeight')}</option>
          {LINE_HEIGHTS.map((h) => (
            <option key={h} value={h}>
              {h}
            </option>
          ))}
        </Select>
        {(['top', 'bottom'] as const).map((side) => (
          <Select
            key={side}
            label={t(side === 'top' ? 'spacingTop' : 'spacingBottom')}
            disabled={off}
            value={String((side === 'top' ? block.spacingTop : block.spacingBottom) ?? '')}
            onChange={(v) =>
              chain()
                .setRowSpacing(side, v ? Number(v) : null)
                .run()
            }
          >
            <option value="">{t(side === 'top' ? 'spacingTop' : 'spacingBottom')}</option>
            {ROW_SPACINGS.map((s) => (
              <option key={s} value={s}>
                {`${s}px`}
              </option>
            ))}
          </Select>
        ))}
        {button('bold', () => chain().toggleBold().run(), { active: editor.isActive('bold') })}
        {button('italic', () => chain().toggleItalic().run(), { active: editor.isActive('italic') })}
        {button('underline', () => chain().toggleUnderline().run(), { active: editor.isActive('underline') })}
        {button('strike', () => chain().toggleStrike().run(), { active: editor.isActive('strike') })}
        <Input
          type="color"
          size="xs"
          w="8"
          p="0.5"
          aria-label={t('color')}
          title={t('color')}
          disabled={off}
          value={String(editor.getAttributes('textStyle').color ?? '#000000')}
          onChange={(e) => chain().setColor(e.currentTarget.value).run()}
        />
        <Input
          type="color"
          size="xs"
          w="8"
          p="0.5"
          aria-label={t('background')}
          title={t('background')}
          disabled={off}
          value={String(editor.getAttributes('textStyle').backgroundColor ?? '#ffffff')}
          onChange={(e) => chain().setBackgroundColor(e.currentTarget.value).run()}
        />
        {button('clearColor', () => chain().unsetColor().unsetBackgroundColor().run())}
        {button('bulletList', () => chain().toggleBulletList().run(), { active: editor.isActive('bulletList') })}
        {button('orderedList', () => chain().toggleOrderedList().run(), { active: editor.isActive('orderedList') })}
        {button('indent', () => chain().toggleIndent().run(), { active: Boolean(block.indent) })}
        {(['left', 'center', 'right', 'justify'] as const).map((a) =>
          button(`align${a[0]!.toUpperCase()}${a.slice(1)}` as 'alignLeft', () => chain().setTextAlign(a).run(), { active: editor.isActive({ textAlign: a }) }),
        )}
        {button('link', () => setPanel(panel === 'link' ? null : 'link'), { active: editor.isActive('link') })}
        {button('unlink', () => chain().unsetLink().run(), { disabled: off || !editor.isActive('link') })}
        {/* A real button (focusable, no label-with-aria-label) opens the hidden file input. */}
        <Button size="xs" variant="ghost" aria-label={t('image')} title={t('image')} disabled={off} minW="7" px="1.5" onClick={() => imageInput.current?.click()}>
          {GLYPH.image}
        </Button>
        <input
          ref={imageInput}
          type="file"
          hidden
          multiple
          accept=".jpg,.jpeg,.png"
          aria-label={t('image')}
          disabled={off}
          onChange={(e) => (onPickImages([...(e.currentTarget.files ?? [])]), (e.currentTarget.value = ''))}
        />
        {button('table', () => setPanel(panel === 'table' ? null : 'table'), { active: panel === 'table' })}
        <Select label={t('code')} disabled={off} value={codeLanguage} onChange={(v) => (v ? chain().setCodeBlock({ language: v }).run() : chain().setParagraph().run())}>
          <option value="">{t('noCode')}</option>
          {CODE_LANGUAGES.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ))}
          <option value={PLAIN_LANGUAGE}>{t('plainText')}</option>
        </Select>
        <Button
          size="xs"
          variant={catchRemote ? 'solid' : 'ghost'}
          colorPalette={catchRemote ? 'blue' : 'gray'}
          aria-pressed={catchRemote}
          title={t('catchRemote')}
          disabled={off}
          onMouseDown={(e) => e.preventDefault()}
          onClick={onToggleCatch}
        >
          {t('catchRemoteShort')}
        </Button>
        {button('source', onToggleSource, { active: sourceMode, disabled: false })}
        {button('fullscreen', onToggleFullscreen, { active: fullscreen, disabled: false, label: t(fullscreen ? 'exitFullscreen' : 'fullscreen') })}
      </HStack>
      {inTable && table && !off && <TableActions editor={editor} table={table} chart={chart} />}
      {panel === 'link' && !off && <LinkForm editor={editor} onClose={() => setPanel(null)} />}
      {panel === 'table' && !off && (
        <>
          <TablePicker editor={editor} onClose={() => setPanel(null)} />
          <TableSizeForm editor={editor} onClose={() => setPanel(null)} />
        </>
      )}
    </Box>
  );
}
