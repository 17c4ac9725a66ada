// Remote images in pasted or dropped content (docs/rules.md#editor-and-rich-text-safety): while the
// preference is on and the author is signed in, each image whose address is http, https or ftp and
// not this site's (nor a host the configuration calls local) is shown as a placeholder — the browser
// never loads it — and its address is sent to the server's catcher (catchRemoteImage, whose address
// guard is the only thing that fetches it), ten at a time, 60 s per call. A caught image gets its
// stored address; one that was not caught becomes a link to its address and a warning says why.
import type { Editor } from '@tiptap/core';
import { Fragment, Slice, type Node as PmNode, type Schema } from '@tiptap/pm/model';
import { call } from '../../lib/api';
import { api } from '../../lib/apiClient';
import { appQueryClient } from '../../lib/query';
import { currentSession } from '../../lib/session/session';
import { loadEditorConfig, type EditorConfig } from './editorConfig';
import { findImage, markImage, PLACEHOLDER_SRC } from './imageUpload';

const CATCHABLE = /^(?:https?|ftp):\/\//i;

/** Whether an image address would be caught: http, https or ftp, and not on this site or a local host. */
export function isRemoteSource(src: string, localHosts: readonly string[], siteHost = window.location.host): boolean {
  if (!CATCHABLE.test(src)) return false;
  let host: string;
  try {
    host = new URL(src).host.toLowerCase();
  } catch {
    return false;
  }
  return host !== siteHost.toLowerCase() && !localHosts.some((h) => h.toLowerCase() === host);
}

let seq = 0;

function mapFragment(fragment: Fragment, fn: (node: PmNode) => PmNode): Fragment {
  const nodes: PmNode[] = [];
  fragment.forEach((node) => nodes.push(fn(node.isLeaf ? node : node.copy(mapFragment(node.content, fn)))));
  return Fragment.fromArray(nodes);
}

/** The pasted slice with every remote image turned into a placeholder awaiting its capture. */
export function holdRemoteImages(slice: Slice, schema: Schema, catchOn: boolean): Slice {
  if (!catchOn || currentSession().status !== 'signedIn') return slice;
  const config = appQueryClient.getQueryData<EditorConfig>(['editor', 'config']);
  const local = config?.catcherLocalDomain ?? [];
  const content = mapFragment(slice.content, (node) => {
    if (node.type !== schema.nodes.image || node.attrs.catchId || !isRemoteSource(String(node.attrs.src ?? ''), local)) return node;
    return node.type.create({ ...node.attrs, src: PLACEHOLDER_SRC, catchSource: node.attrs.src, catchId: `c${Date.now()}-${++seq}` }, null, node.marks);
  });
  return new Slice(content, slice.openStart, slice.openEnd);
}

export interface CatchWarning {
  source: string;
  reason: string;
}

export interface CatchOptions {
  mark?: number;
  onPendingChange: (delta: number) => void;
  onWarning: (warning: CatchWarning) => void;
  /** The reason given when the configuration could not be loaded or the call failed. */
  failedText: (kind: 'config' | 'call') => string;
}

const started = new WeakMap<Editor, Set<string>>();

function waiting(editor: Editor): { id: string; source: string }[] {
  const seen = started.get(editor) ?? new Set<string>();
  started.set(editor, seen);
  const found: { id: string; source: string }[] = [];
  editor.state.doc.descendants((node) => {
    const id = node.type.name === 'image' ? (node.attrs.catchId as string | null) : null;
    if (id && !seen.has(id)) {
      seen.add(id);
      found.push({ id, source: String(node.attrs.catchSource) });
    }
    return true;
  });
  return found;
}

function settle(editor: Editor, id: string, url: string | null): void {
  const placed = findImage(editor, 'catchId', id);
  if (!placed) return;
  const { tr, schema } = editor.state;
  if (url) tr.setNodeMarkup(placed.pos, undefined, { ...placed.attrs, src: url, catchId: null, catchSource: null });
  else {
    const source = String(placed.attrs.catchSource);
    tr.replaceWith(placed.pos, placed.pos + placed.size, schema.text(source, [schema.marks.link!.create({ href: source })]));
  }
  editor.view.dispatch(tr.setMeta('addToHistory', false));
}

/** Sends the placeholders not yet sent to the catcher and settles each with its answer. */
export async function catchRemoteImages(editor: Editor, opts: CatchOptions): Promise<void> {
  const items = waiting(editor);
  if (!items.length) return;
  opts.onPendingChange(items.length);
  const config = await loadEditorConfig();
  const batch = config?.catcherMaxItems ?? items.length;
  for (let i = 0; i < items.length; i += batch) {
    const part = items.slice(i, i + batch);
    // The server's catcher time limit ends the wait (the client's own limit for the call is the
    // spec's 60 s, which a shorter configured one comes under).
    const result = config ? await call(() => api.POST('/v2/api/ue-catch-image', { body: { source: part.map((p) => p.source) }, signal: AbortSignal.timeout(config.catcherTimeout) })) : null;
    opts.onPendingChange(-part.length);
    if (editor.isDestroyed) return;
    part.forEach((item, index) => {
      const answer = result?.ok ? result.data.list[index] : undefined;
      const caught = answer && answer.state === 'SUCCESS' && answer.url ? answer.url : null;
      settle(editor, item.id, caught);
      if (caught) {
        if (opts.mark !== undefined) markImage(caught, opts.mark);
        return;
      }
      const reason = answer?.state ?? (result && !result.ok && result.retmsg ? result.retmsg : opts.failedText(config ? 'call' : 'config'));
      opts.onWarning({ source: item.source, reason });
    });
  }
}
