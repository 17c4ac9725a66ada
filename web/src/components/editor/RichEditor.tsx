// The rich editor (TipTap): toolbar, auto height, full screen, HTML source mode, image paste and
// drop (pasted image data as a screen snapshot), remote images in pasted content caught by the server,
// table charts, the image menu, the autosave notice, and the character count with the 10,000 limit. It is uncontrolled: `value` is loaded when it
// differs from what the editor last reported (a reset or a restored draft). Output is the editor's
// HTML; forms sanitise it (lib/sanitize) before it leaves the browser. Loaded lazily
// (components/RichTextField), so only pages with an editor fetch this chunk.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Text, Textarea } from '@chakra-ui/react';
import { EditorContent, useEditor } from '@tiptap/react';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../lib/language/language';
import { useLanguage } from '../../lib/language/useLanguage';
import { sanitizeHtml } from '../../lib/sanitize';
import type { DraftSavedSignal } from '../../lib/draft';
import { AUTO_HEIGHT_PADDING_PX, FULLSCREEN_Z_INDEX, MESSAGE_MS } from './constants';
import { loadEditorConfig } from './editorConfig';
import { editorCss } from './editorCss';
import { EditorStatus } from './EditorStatus';
import { buildExtensions } from './extensions';
import { ImageMenu } from './ImageMenu';
import { imageFiles, uploadImages, type ImageMessage, type UploadOptions } from './imageUpload';
import { loadPreferences, savePreferences } from './preferences';
import { catchRemoteImages, holdRemoteImages, type CatchWarning } from './remoteImages';
import { chartData, tableAtSelection } from './table/tableTools';
import { Toolbar } from './Toolbar';

const MESSAGE_KEYS = { type: 'uploadType', size: 'uploadSize', load: 'uploadLoad', config: 'configNotLoaded', snapshot: 'snapshotFailed' } as const;

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
  /** Fired each time the form's draft was saved locally: the editor says so for 2 s. */
  draftSaved?: DraftSavedSignal;
}

/**
 * Whether the editor's texts in the page's language arrived: its namespace is fetched when an editor
 * first opens, and a fetch that failed (a chunk lost in a deploy, the network) leaves it empty — the
 * toolbar would show bare keys or the other language. The legacy editor's 'not import language
 * file' then says so, from the shell's texts, which are always there.
 */
export function hasEditorTexts(i18n: i18n, lang: Lang): boolean {
  return Object.keys(i18n.getResourceBundle(lang, 'editor') ?? {}).length > 0;
}

export function textOf(html: string): string {
  return new DOMParser().parseFromString(sanitizeHtml(html), 'text/html').body.textContent ?? '';
}

export function RichEditor({ value, onChange, placeholder = '', imageMark, id, labelledBy, invalid, minHeight = '300px', onBusyChange, draftSaved }: RichEditorProps) {
  const { t, i18n } = useTranslation('editor');
  const languageMissing = !hasEditorTexts(i18n, useLanguage());
  const [source, setSource] = useState<string | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [catching, setCatching] = useState(0);
  const [warnings, setWarnings] = useState<CatchWarning[]>([]);
  const [menu, setMenu] = useState<{ pos: number; x: number; y: number } | null>(null);
  const [prefs, setPrefs] = useState(loadPreferences);
  const pending = useRef(0);
  const reported = useRef(value);
  const callbacks = useRef({ onChange, onBusyChange, imageMark, t, prefs });
  callbacks.current = { onChange, onBusyChange, imageMark, t, prefs };

  const showMessage = (m: ImageMessage) => setMessage(m.kind === 'server' ? m.text : callbacks.current.t(MESSAGE_KEYS[m.kind]));
  const busy = (delta: number) => {
    pending.current += delta;
    callbacks.current.onBusyChange?.(pending.current > 0);
  };
  const uploadOptions = (extra: Partial<UploadOptions>): UploadOptions => ({ ...extra, onMessage: showMessage, onPendingChange: busy });
  // After a paste or drop has put its content in: the remote images it held back go to the catcher.
  const catchLater = () =>
    queueMicrotask(() => {
      if (!editorRef.current || editorRef.current.isDestroyed) return;
      void catchRemoteImages(editorRef.current, {
        mark: callbacks.current.imageMark,
        onPendingChange: (delta) => (busy(delta), setCatching((n) => n + delta)),
        onWarning: (w) => setWarnings((list) => [...list, w]),
        failedText: (kind) => callbacks.current.t(kind === 'config' ? 'configNotLoaded' : 'uploadLoad'),
      });
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
      transformPasted: (slice, view) => holdRemoteImages(slice, view.state.schema, callbacks.current.prefs.catchRemote),
      // Image data on the clipboard is a screenshot: it goes to the snapshot call.
      handlePaste: (_view, event) => {
        const files = imageFiles(event.clipboardData);
        if (!files.length || !editorRef.current) return (catchLater(), false);
        event.preventDefault();
        uploadImages(editorRef.current, files, uploadOptions({ mark: callbacks.current.imageMark, kind: 'snapshot' }));
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = moved ? [] : imageFiles(event.dataTransfer);
        if (!files.length || !editorRef.current) return (catchLater(), false);
        event.preventDefault();
        const pos = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        uploadImages(editorRef.current, files, uploadOptions({ pos, mark: callbacks.current.imageMark }));
        return true;
      },
      handleDOMEvents: {
        contextmenu: (view, event) => {
          const target = event.target as HTMLElement;
          if (target.tagName !== 'IMG') return false;
          const pos = view.posAtDOM(target, 0);
          const at = [pos, pos - 1].find((p) => view.state.doc.nodeAt(p)?.type.name === 'image');
          if (at === undefined) return false;
          event.preventDefault();
          setMenu({ pos: at, x: event.clientX, y: event.clientY });
          return true;
        },
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

  // The configuration is read as the editor opens. A failure is only logged then (the legacy
  // editor's rule): an author who never adds an image need not hear of it; an upload or a capture
  // tried without it says 'config not loaded'.
  useEffect(() => void loadEditorConfig(), []);

  const setPreference = (change: Partial<typeof prefs>) =>
    setPrefs((p) => {
      const next = { ...p, ...change };
      savePreferences(next);
      return next;
    });
  const makeChart = () => {
    const found = tableAtSelection(editor.state);
    const data = found && chartData(found.table);
    if (!found || !data) return setMessage(t('chartInvalid'));
    const after = found.pos + found.table.nodeSize;
    void import('./table/tableChart')
      .then((m) => m.renderTableChart(data, prefs.chartType))
      .then((file) => uploadImages(editor, [file], uploadOptions({ pos: after, kind: 'snapshot', block: true })))
      .catch(() => setMessage(t('chartFailed')));
  };
  const closeMenu = useCallback(() => setMenu(null), []);

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
      {languageMissing && (
        <Text role="alert" fontSize="sm" color="red.700" bg="red.50" px="3" py="1.5" borderBottomWidth="1px">
          {t('editorLanguageMissing', { ns: 'common' })}
        </Text>
      )}
      <Toolbar
        editor={editor}
        sourceMode={source !== null}
        fullscreen={fullscreen}
        onToggleSource={toggleSource}
        onToggleFullscreen={() => setFullscreen((f) => !f)}
        onPickImages={(files) => uploadImages(editor, files, uploadOptions({}))}
        chart={{ type: prefs.chartType, onType: (chartType) => setPreference({ chartType }), onMake: makeChart }}
        catchRemote={prefs.catchRemote}
        onToggleCatch={() => setPreference({ catchRemote: !prefs.catchRemote })}
      />
      <Box flex="1" overflowY={fullscreen ? 'auto' : 'visible'} px="4" pb={`${AUTO_HEIGHT_PADDING_PX}px`} pt="3" minH={minHeight}>
        {source === null ? (
          <EditorContent editor={editor} />
        ) : (
          <Textarea aria-label={t('source')} fontFamily="mono" fontSize="sm" minH={minHeight} value={source} onChange={(e) => editSource(e.currentTarget.value)} autoresize />
        )}
      </Box>
      <EditorStatus message={message} draftSaved={draftSaved} catching={catching} warnings={warnings} onDismissWarnings={() => setWarnings([])} count={count} />
      {menu && <ImageMenu editor={editor} {...menu} onClose={closeMenu} onMessage={setMessage} />}
    </Box>
  );
}
