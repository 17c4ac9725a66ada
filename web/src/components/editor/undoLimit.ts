// Exactly 20 undo steps (docs/rules.md#limits). ProseMirror's history trims its events only once they exceed
// the depth by 20 more, so up to 40 could be undone; this plugin refuses an undo that would go
// further back than 20 events from the latest edit.
import { Extension } from '@tiptap/core';
import { isHistoryTransaction, undoDepth } from '@tiptap/pm/history';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { UNDO_DEPTH } from './constants';

const key = new PluginKey<number>('undoLimit');
/** The history plugin's key ('history' plus the suffix PluginKey adds); its meta says redo or undo. */
const HISTORY_META = 'history$';

const floorOf = (state: EditorState) => key.getState(state) ?? 0;

/** Whether an undo is left within the 20 steps. */
export const canUndo = (state: EditorState) => undoDepth(state) > floorOf(state);

export const UndoLimit = Extension.create({
  name: 'undoLimit',
  // After the history plugin, so the new state already holds the history this reads.
  priority: 50,
  addProseMirrorPlugins() {
    return [
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
