// The rich editor (TipTap): toolbar, auto height, full screen, HTML source mode, image paste and
// drop, and the character count with the 10,000 limit. It is uncontrolled: `value` is loaded when it
// differs from what the editor last reported (a reset or a restored draft). Output is the editor's
// HTML; forms sanitise it (lib/sanitize) before it leaves the browser. Loaded lazily
// (components/RichTextField), so only pages with an editor fetch this chunk.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Text, Textarea } from '@chakra-ui/react';
import { EditorContent, useEditor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../lib/sanitize';
import { AUTO_HEIGHT_PADDING_PX, FULLSCREEN_Z_INDEX, MAX_CHARS, MESSAGE_MS } from './constants';
import { editorCss } from './editorCss';
import { buildExtensions } from './extensions';
import { imageFiles, uploadImages, type ImageMessage } from './imageUpload';
import { Toolbar } from './Toolbar';

export interface RichEditorProps {
  value: string;
  /** The HTML and its plain text after every change. */
  onChange: (html: string, text: string) => void;
  placeholder?: string;
  /** The page number sent with markImage after a pasted or dropped image. */
  imageMark?: number;
  /** id of the editable element (labels, scroll to the first failing field). */
  id?: string;
  /** id of the element that labels the editor. */
  labelledBy?: string;
  invalid?: boolean;
  minHeight?: string;
  /** Told when image uploads start and finish (a form waits for them). */
  onBusyChange?: (busy: boolean) => void;
}

export function textOf(html: string): string {
  return new DOMParser().parseFromString(sanitizeHtml(html), 'text/html').body.textContent ?? '';
}

export function RichEditor({ value, onChange, placeholder = '', imageMark, id, labelledBy, invalid, minHeight = '300px', onBusyChange }: RichEditorProps) {
  const { t } = useTranslation('editor');
  const [source, setSource] = useState<string | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const pending = useRef(0);
  const reported = useRef(value);
  const callbacks = useRef({ onChange, onBusyChange, imageMark, t });
  callbacks.current = { onChange, onBusyChange, imageMark, t };

  const showMessage = (m: ImageMessage) => {
    const text = m.kind === 'server' ? m.text : callbacks.current.t(m.kind === 'type' ? 'uploadType' : m.kind === 'size' ? 'uploadSize' : 'uploadLoad');
    setMessage(text);
  };
  const uploadOptions = (extra: { pos?: number; mark?: number }) => ({
    ...extra,
    onMessage: showMessage,
    onPendingChange: (delta: number) => {
      pending.current += delta;
      callbacks.current.onBusyChange?.(pending.current > 0);
    },
  });

  const extensions = useMemo(() => buildExtensions(placeholder), [placeholder]);
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': t('area') }),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      handlePaste: (_view, event) => {
        const files = imageFiles(event.clipboardData);
        if (!files.length || !editorRef.current) return false;
        event.preventDefault();
        uploadImages(editorRef.current, files, uploadOptions({ mark: callbacks.current.imageMark }));
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = moved ? [] : imageFiles(event.dataTransfer);
        if (!files.length || !editorRef.current) return false;
        event.preventDefault();
        const pos = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        uploadImages(editorRef.current, files, uploadOptions({ pos, mark: callbacks.current.imageMark }));
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      reported.current = html;
      callbacks.current.onChange(html, e.getText());
    },
  });
  const editorRef = useRef(editor);
  editorRef.current = editor;

  // A value that the editor did not report itself (a reset, a restored draft) replaces the content.
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [value, editor]);

  useEffect(() => {
    editor.setOptions({
      editorProps: { ...editor.options.editorProps, attributes: { ...(editor.options.editorProps.attributes as Record<string, string>), 'aria-invalid': invalid ? 'true' : 'false' } },
    });
  }, [invalid, editor]);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setFullscreen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullscreen]);

  const toggleSource = () => {
    if (source === null) return setSource(editor.getHTML());
    const clean = sanitizeHtml(source);
    editor.commands.setContent(clean, { emitUpdate: true });
    setSource(null);
  };
  const editSource = (html: string) => {
    setSource(html);
    reported.current = html;
    onChange(html, textOf(html));
  };

  const count = source === null ? editor.storage.characterCount.characters() : textOf(source).length;
  return (
    <Box
      borderWidth="1px"
      borderColor={invalid ? 'red.500' : 'gray.300'}
      borderRadius={fullscreen ? '0' : 'md'}
      bg="white"
      display="flex"
      flexDirection="column"
      {...(fullscreen ? { position: 'fixed', inset: '0', zIndex: FULLSCREEN_Z_INDEX } : {})}
      css={editorCss}
      data-testid="rich-editor"
    >
      <Toolbar
        editor={editor}
        sourceMode={source !== null}
        fullscreen={fullscreen}
        onToggleSource={toggleSource}
        onToggleFullscreen={() => setFullscreen((f) => !f)}
        onPickImages={(files) => uploadImages(editor, files, uploadOptions({}))}
      />
      <Box flex="1" overflowY={fullscreen ? 'auto' : 'visible'} px="4" pb={`${AUTO_HEIGHT_PADDING_PX}px`} pt="3" minH={minHeight}>
        {source === null ? (
          <EditorContent editor={editor} />
        ) : (
          <Textarea aria-label={t('source')} fontFamily="mono" fontSize="sm" minH={minHeight} value={source} onChange={(e) => editSource(e.currentTarget.value)} autoresize />
        )}
      </Box>
      <Box borderTopWidth="1px" px="3" py="1" display="flex" justifyContent="space-between" gap="3" bg="gray.50">
        <Text fontSize="xs" color="red.600" role="status" aria-live="polite">
          {message}
        </Text>
        <Text fontSize="xs" color={count > MAX_CHARS ? 'red.600' : 'fg.muted'} data-testid="word-count">
          {count > MAX_CHARS ? t('overLimit') : t('wordCount', { count, left: MAX_CHARS - count })}
        </Text>
      </Box>
    </Box>
  );
}
