// Exactly 20 undo steps of at most 20 edits each (docs/rules.md#limits). ProseMirror's history trims its events only once they exceed
// the depth by 20 more, so up to 40 could be undone; this plugin refuses an undo that would go
// further back than 20 events from the latest edit.
import { Extension } from '@tiptap/core';
import { closeHistory, isHistoryTransaction, undoDepth } from '@tiptap/pm/history';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { UNDO_DEPTH, UNDO_GROUP_MS, UNDO_KEYSTROKES } from './constants';

const key = new PluginKey<number>('undoLimit');
/** The history plugin's key ('history' plus the suffix PluginKey adds); its meta says redo or undo. */
const HISTORY_META = 'history$';

const floorOf = (state: EditorState) => key.getState(state) ?? 0;

/** Whether an undo is left within the 20 steps. */
export const canUndo = (state: EditorState) => undoDepth(state) > floorOf(state);

/** Edits typed into the current undo step, and when the last was made. */
interface Typing {
  count: number;
  last: number;
}
const typingKey = new PluginKey<Typing>('undoKeystrokes');
const CLOSED = 'closed';

/**
 * An undo step holds at most 20 edits (the legacy editor's snapshot after 20 keystrokes; a pause of
 * 200 ms ends one too, which the history's group delay does): after the 20th, an empty transaction
 * closes the history's open step, so the next edit starts a new one.
 */
const keystrokeSteps = () =>
  new Plugin<Typing>({
    key: typingKey,
    state: {
      init: () => ({ count: 0, last: 0 }),
      apply: (tr, typing) => {
        if (tr.getMeta(typingKey) === CLOSED) return { count: 0, last: typing.last };
        if (!tr.docChanged || isHistoryTransaction(tr) || tr.getMeta('addToHistory') === false || tr.getMeta('appendedTransaction')) return typing;
        const fresh = tr.time - typing.last > UNDO_GROUP_MS;
        return { count: fresh ? 1 : typing.count + 1, last: tr.time };
      },
    },
    appendTransaction: (_trs, _old, state) => ((typingKey.getState(state)?.count ?? 0) >= UNDO_KEYSTROKES ? closeHistory(state.tr).setMeta(typingKey, CLOSED) : null),
  });

export const UndoLimit = Extension.create({
  name: 'undoLimit',
  // After the history plugin, so the new state already holds the history this reads.
  priority: 50,
  addProseMirrorPlugins() {
    return [
      keystrokeSteps(),
      new Plugin<number>({
        key,
        state: {
          init: () => 0,
          // The floor: the undo depth below which no undo goes. Every edit sets it 20 events back.
          apply: (tr, floor, _old, next) => (isHistoryTransaction(tr) ? floor : Math.max(0, undoDepth(next) - UNDO_DEPTH)),
        },
        filterTransaction: (tr, state) => {
          const meta = tr.getMeta(HISTORY_META) as { redo?: boolean } | undefined;
          return !(meta && !meta.redo && !canUndo(state));
        },
      }),
    ];
  },
});
