// The size of the table around the selection (rows, and columns counted with their spans).
import type { Editor } from '@tiptap/core';
import { largestTable } from '../extensions';

export function largestTableAtSelection(editor: Editor): { rows: number; cols: number } | null {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type.name === 'table') return largestTable(editor.schema.topNodeType.create(null, node));
  }
  return null;
}
