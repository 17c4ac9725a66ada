// Images in the editor (docs/rules.md#states-and-transitions, #calls): each chosen, pasted or dropped image is shown
// at once as a placeholder, checked against the server's configuration (getEditorConfig: accepted
// extensions and size; none at all when it could not be loaded), sent, then the placeholder gets the
// stored address — or is removed and the reason shown. Chosen and dropped files go to
// uploadEditorImage, pasted image data (a screenshot) to uploadEditorSnapshot; when that call itself
// fails (no answer, an error envelope), the simple upload (uploadEditorSimple) is tried once instead.
// Pasted and dropped images are then recorded with markImage (the page they belong to).
import type { Editor } from '@tiptap/core';
import { call, type ApiResult } from '../../lib/api';
import { api } from '../../lib/apiClient';
import { requireSignIn } from '../../lib/session/requireSignIn';
import { imageProblemFor, loadEditorConfig } from './editorConfig';

/** A transparent pixel: the placeholder's source until the stored address arrives. */
export const PLACEHOLDER_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export type ImageMessage = { kind: 'type' | 'size' | 'load' | 'config' | 'snapshot' } | { kind: 'server'; text: string };
export type UploadKind = 'image' | 'snapshot';
type Sent = { ok: true; url: string } | { ok: false; message: ImageMessage };

const PATHS = { image: '/v2/api/ue-upload', snapshot: '/v2/api/ue-snapshot', simple: '/v2/api/ue-upload-simple' } as const;

function post(path: (typeof PATHS)[keyof typeof PATHS], file: File): Promise<ApiResult<{ state: string; url: string }>> {
  return call(() =>
    api.POST(path, {
      body: { file: '', type: 'ajax' },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      bodySerializer: () => {
        const form = new FormData();
        form.append('type', 'ajax');
        form.append('file', file, file.name);
        return form;
      },
    }),
  );
}

export async function sendEditorImage(file: File, kind: UploadKind = 'image'): Promise<Sent> {
  let result = await post(PATHS[kind], file);
  // A refusal (state text) is the server's answer; only a call that failed is tried the simple way.
  if (!result.ok) result = await post(PATHS.simple, file);
  if (result.ok && result.data.state === 'SUCCESS' && result.data.url) return { ok: true, url: result.data.url };
  if (result.ok) return { ok: false, message: { kind: 'server', text: result.data.state } };
  if (result.retmsg) return { ok: false, message: { kind: 'server', text: result.retmsg } };
  return { ok: false, message: { kind: kind === 'snapshot' ? 'snapshot' : 'load' } };
}

export function markImage(url: string, mark: number): void {
  void call(() => api.POST('/v2/api/image-mark', { body: { url, mark } }));
}

/** The image node carrying this upload or capture id, with its position. */
export function findImage(editor: Editor, attr: 'uploadId' | 'catchId', id: string): { pos: number; size: number; attrs: Record<string, unknown> } | null {
  let found: { pos: number; size: number; attrs: Record<string, unknown> } | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (found) return false;
    if (node.type.name === 'image' && node.attrs[attr] === id) found = { pos, size: node.nodeSize, attrs: node.attrs };
    return true;
  });
  return found;
}

let seq = 0;

export interface UploadOptions {
  /** Where to put the images (a drop position); the selection when absent. */
  pos?: number;
  /** Set for pasted and dropped images: the page number sent to markImage. */
  mark?: number;
  /** Pasted image data (and a table's chart) goes to the snapshot call. */
  kind?: UploadKind;
  /** Put each image in a paragraph of its own (a chart after its table, between blocks). */
  block?: boolean;
  onMessage: (message: ImageMessage) => void;
  onPendingChange: (delta: number) => void;
}

export function uploadImages(editor: Editor, files: File[], opts: UploadOptions): void {
  // A visitor's upload would answer 4006 and leave the page; ask for sign-in instead.
  if (files.length && !requireSignIn()) return;
  for (const file of files) {
    const uploadId = `u${Date.now()}-${++seq}`;
    const node = editor.schema.nodes.image!.create({ src: PLACEHOLDER_SRC, alt: file.name, uploadId });
    const at = opts.pos ?? editor.state.selection.from;
    // The insertion can be undone; swapping in the stored address (or removing a failed upload)
    // stays out of the history, so an undo never brings the placeholder back.
    const content = opts.block ? editor.schema.nodes.paragraph!.create(null, node) : node;
    editor.view.dispatch(editor.state.tr.insert(Math.min(at, editor.state.doc.content.size), content));
    opts.onPendingChange(1);
    void (async (): Promise<Sent> => {
      const config = await loadEditorConfig();
      if (!config) return { ok: false, message: { kind: 'config' } };
      const problem = imageProblemFor(config, file);
      if (problem) return { ok: false, message: { kind: problem } };
      return sendEditorImage(file, opts.kind);
    })().then((result) => {
      opts.onPendingChange(-1);
      if (editor.isDestroyed) return;
      const placed = findImage(editor, 'uploadId', uploadId);
      if (!result.ok) {
        if (placed) editor.view.dispatch(editor.state.tr.delete(placed.pos, placed.pos + placed.size).setMeta('addToHistory', false));
        return opts.onMessage(result.message);
      }
      if (placed) editor.view.dispatch(editor.state.tr.setNodeMarkup(placed.pos, undefined, { ...placed.attrs, src: result.url, uploadId: null }).setMeta('addToHistory', false));
      if (opts.mark !== undefined) markImage(result.url, opts.mark);
    });
  }
}

/** The image files of a paste or drop. */
export function imageFiles(data: DataTransfer | null): File[] {
  return [...(data?.files ?? [])].filter((f) => f.type.startsWith('image/') || /\.(jpe?g|png)$/i.test(f.name));
}
