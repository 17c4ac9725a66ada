// Images in the editor (docs/rules.md#states-and-transitions, #calls): each chosen, pasted or dropped image is checked
// (jpg/jpeg/png, 2 MB), shown at once as a placeholder, sent to uploadEditorImage, then the
// placeholder gets the stored address — or is removed and the reason shown. Pasted and dropped
// images are then recorded with markImage (the page they belong to).
import type { Editor } from '@tiptap/core';
import { call } from '../../lib/api';
import { api } from '../../lib/apiClient';
import { requireSignIn } from '../../lib/session/requireSignIn';
import { imageProblem } from './constants';

/** A transparent pixel: the placeholder's source until the stored address arrives. */
export const PLACEHOLDER_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export type ImageMessage = { kind: 'type' | 'size' | 'load' } | { kind: 'server'; text: string };

export async function sendEditorImage(file: File): Promise<{ ok: true; url: string } | { ok: false; message: ImageMessage }> {
  const result = await call(() =>
    api.POST('/v2/api/ue-upload', {
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
  if (result.ok && result.data.state === 'SUCCESS' && result.data.url) return { ok: true, url: result.data.url };
  if (result.ok) return { ok: false, message: { kind: 'server', text: result.data.state } };
  return { ok: false, message: result.retmsg ? { kind: 'server', text: result.retmsg } : { kind: 'load' } };
}

function markImage(url: string, mark: number): void {
  void call(() => api.POST('/v2/api/image-mark', { body: { url, mark } }));
}

function findUpload(editor: Editor, uploadId: string): { pos: number; size: number; attrs: Record<string, unknown> } | null {
  let found: { pos: number; size: number; attrs: Record<string, unknown> } | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (found) return false;
    if (node.type.name === 'image' && node.attrs.uploadId === uploadId) found = { pos, size: node.nodeSize, attrs: node.attrs };
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
  onMessage: (message: ImageMessage) => void;
  onPendingChange: (delta: number) => void;
}

export function uploadImages(editor: Editor, files: File[], opts: UploadOptions): void {
  // A visitor's upload would answer 4006 and leave the page; ask for sign-in instead.
  if (files.length && !requireSignIn()) return;
  for (const file of files) {
    const problem = imageProblem(file);
    if (problem) {
      opts.onMessage({ kind: problem });
      continue;
    }
    const uploadId = `u${Date.now()}-${++seq}`;
    const node = editor.schema.nodes.image!.create({ src: PLACEHOLDER_SRC, alt: file.name, uploadId });
    const at = opts.pos ?? editor.state.selection.from;
    // The insertion can be undone; swapping in the stored address (or removing a failed upload)
    // stays out of the history, so an undo never brings the placeholder back.
    editor.view.dispatch(editor.state.tr.insert(Math.min(at, editor.state.doc.content.size), node));
    opts.onPendingChange(1);
    void sendEditorImage(file).then((result) => {
      opts.onPendingChange(-1);
      if (editor.isDestroyed) return;
      const placed = findUpload(editor, uploadId);
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
