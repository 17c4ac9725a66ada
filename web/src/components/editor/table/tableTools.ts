// Table rules of docs/rules.md#editor-and-rich-text-safety: sorting by a column (refused while a cell spans
// rows or columns) and what a chart may be made of: at least 2 × 2 cells, a header row (all header
// cells) or a header column (the first cell of each data row a header cell), every other cell a number.
import type { Editor } from '@tiptap/core';
import { Fragment, type Node as PmNode, type ResolvedPos } from '@tiptap/pm/model';
import { NodeSelection, TextSelection, type EditorState } from '@tiptap/pm/state';
import { CellSelection, isInTable, selectedRect } from '@tiptap/pm/tables';

const isHeader = (cell: PmNode) => cell.type.name === 'tableHeader';
const rowsOf = (table: PmNode) => {
  const rows: PmNode[] = [];
  table.forEach((row) => rows.push(row));
  return rows;
};
const cellsOf = (row: PmNode) => {
  const cells: PmNode[] = [];
  row.forEach((cell) => cells.push(cell));
  return cells;
};

export function hasMergedCells(table: PmNode): boolean {
  return rowsOf(table).some((row) => cellsOf(row).some((cell) => Number(cell.attrs.colspan ?? 1) > 1 || Number(cell.attrs.rowspan ?? 1) > 1));
}

/** The table around the selection, its position and the selected column. */
export function tableAtSelection(state: EditorState): { table: PmNode; pos: number; column: number } | null {
  if (!isInTable(state)) return null;
  const rect = selectedRect(state);
  return { table: rect.table, pos: rect.tableStart - 1, column: rect.left };
}

const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;
const numberOf = (text: string): number | null => {
  const clean = text.trim().replace(/,/g, '');
  return NUMBER.test(clean) ? Number(clean) : null;
};

export function compareCells(a: string, b: string): number {
  const x = numberOf(a);
  const y = numberOf(b);
  if (x !== null && y !== null) return x - y;
  if (x !== null) return -1;
  if (y !== null) return 1;
  return a.localeCompare(b, 'zh-Hans-CN');
}

/**
 * Where a position inside a table lands once its rows are reordered: the same place in the same row,
 * wherever that row went. `order[i]` is the old index of the row now at index i.
 */
function rowMover(table: PmNode, tableStart: number, order: number[]): (pos: number) => number {
  const rows = rowsOf(table);
  const starts: number[] = [];
  let at = tableStart;
  for (const row of rows) {
    starts.push(at);
    at += row.nodeSize;
  }
  const newStarts: number[] = [];
  at = tableStart;
  for (const old of order) {
    newStarts[old] = at;
    at += rows[old]!.nodeSize;
  }
  return (pos) => {
    const index = starts.findLastIndex((start) => start <= pos);
    if (index < 0 || pos >= starts[index]! + rows[index]!.nodeSize) return pos;
    return newStarts[index]! + (pos - starts[index]!);
  };
}

/**
 * Sorts the data rows (header rows stay on top) by the selected column; false when refused. The
 * selection follows its cell: the cursor (or the selected cells) stays in the row it was in, now at
 * its sorted place, in the same column, so the author can sort again or go on editing that cell.
 */
export function sortTable(editor: Editor, direction: 'asc' | 'desc'): boolean {
  const found = tableAtSelection(editor.state);
  if (!found || hasMergedCells(found.table)) return false;
  const rows = rowsOf(found.table);
  const isHeaderRow = rows.map((row) => cellsOf(row).every(isHeader));
  const indexes = rows.map((_, i) => i);
  const headers = indexes.filter((i) => isHeaderRow[i]);
  const key = (i: number) => cellsOf(rows[i]!)[found.column]?.textContent ?? '';
  // Array.sort is stable: equal keys keep their order, so sorting twice changes nothing.
  const data = indexes.filter((i) => !isHeaderRow[i]).sort((a, b) => (direction === 'asc' ? 1 : -1) * compareCells(key(a), key(b)));
  const order = [...headers, ...data];
  const { tr, selection } = editor.state;
  const tableStart = found.pos + 1;
  tr.replaceWith(tableStart, found.pos + found.table.nodeSize - 1, Fragment.fromArray(order.map((i) => rows[i]!)));
  const move = rowMover(found.table, tableStart, order);
  if (selection instanceof CellSelection) {
    const [$anchor, $head] = [selection.$anchorCell, selection.$headCell].map(($cell) => tr.doc.resolve(move($cell.pos))) as [ResolvedPos, ResolvedPos];
    // A selected column stays the whole column; other selected cells follow their rows.
    tr.setSelection(selection.isColSelection() ? CellSelection.colSelection($anchor, $head) : new CellSelection($anchor, $head));
  } else if (selection instanceof NodeSelection) {
    tr.setSelection(NodeSelection.create(tr.doc, move(selection.from)));
  } else {
    tr.setSelection(TextSelection.create(tr.doc, move(selection.anchor), move(selection.head)));
  }
  editor.view.dispatch(tr);
  return true;
}

export interface ChartData {
  /** The x axis: the header column's labels, else the row numbers. */
  categories: string[];
  series: { name: string; values: number[] }[];
}

/** The chart a table makes, or null when it is not a numeric table with a header row or column. */
export function chartData(table: PmNode): ChartData | null {
  if (hasMergedCells(table)) return null;
  const rows = rowsOf(table).map(cellsOf);
  const width = rows[0]?.length ?? 0;
  if (rows.length < 2 || width < 2 || rows.some((r) => r.length !== width)) return null;
  const headerRow = rows[0]!.every(isHeader);
  const dataRows = headerRow ? rows.slice(1) : rows;
  const headerColumn = dataRows.every((r) => isHeader(r[0]!));
  if (!headerRow && !headerColumn) return null;
  const first = headerColumn ? 1 : 0;
  const values = dataRows.map((r) => r.slice(first).map((cell) => (isHeader(cell) ? null : numberOf(cell.textContent))));
  if (!dataRows.length || first >= width || values.some((r) => r.some((v) => v === null))) return null;
  const series = Array.from({ length: width - first }, (_, i) => ({
    name: headerRow ? rows[0]![i + first]!.textContent.trim() : String(i + 1),
    values: values.map((r) => r[i]!),
  }));
  return { categories: dataRows.map((r, i) => (headerColumn ? r[0]!.textContent.trim() : String(i + 1))), series };
}
