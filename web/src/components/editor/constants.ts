// The editor's limits and choices (docs/rules.md#limits "Editor"): 10,000 characters, 20 undo steps, the font
// sizes, row spacings and line heights of the toolbar, tables of at most 100 rows × 20 columns
// (5 × 5 by default), Tab as 4 spaces, images as the shared upload policy allows (jpg/png, 2 MB),
// messages shown for 4 s, the autosave notice 2 s.
import { DETAIL_MAX_CHARS } from '@common/text-count';
import { checkUpload } from '@common/upload-policy';

/** The same limit the report form and the server hold a detail to. */
export const MAX_CHARS = DETAIL_MAX_CHARS;
export const UNDO_DEPTH = 20;
/** An undo step holds at most this many edits (keystrokes)… */
export const UNDO_KEYSTROKES = 20;
/** …and typing pauses longer than this start a new one. */
export const UNDO_GROUP_MS = 200;
export const FONT_SIZES = [10, 11, 12, 14, 16, 18, 20, 24, 36] as const;
export const ROW_SPACINGS = [5, 10, 15, 20, 25] as const;
export const LINE_HEIGHTS = ['1', '1.5', '1.75', '2', '3', '4', '5'] as const;
export const INDENT = '2em';
export const TAB_SPACES = 4;
export const MESSAGE_MS = 4000;
export const AUTOSAVE_MESSAGE_MS = 2000;
/** Full screen covers the site's sticky header (the legacy editor's 999 would sit under it). */
export const FULLSCREEN_Z_INDEX = 1400;
export const AUTO_HEIGHT_PADDING_PX = 25;

export const TABLE_DEFAULT_SIZE = 5;
/** The grid picker: 10 × 10 at first, growing up to 20 × 20. */
export const PICKER_DEFAULT_SIZE = 10;
export const PICKER_MAX_SIZE = 20;
export const TABLE_MAX_ROWS = 100;
export const TABLE_MAX_COLS = 20;

/** A table size the editor accepts: whole numbers from 1 up to the maxima. */
export function clampTableSize(rows: number, cols: number): { rows: number; cols: number } {
  const clamp = (n: number, max: number) => (Number.isFinite(n) ? Math.min(max, Math.max(1, Math.round(n))) : TABLE_DEFAULT_SIZE);
  return { rows: clamp(rows, TABLE_MAX_ROWS), cols: clamp(cols, TABLE_MAX_COLS) };
}

export const canAddRow = (rows: number) => rows < TABLE_MAX_ROWS;
export const canAddColumn = (cols: number) => cols < TABLE_MAX_COLS;

/** What is wrong with an image before it is uploaded, or null. */
export function imageProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  const problem = checkUpload('editor', file);
  return problem && (problem.kind === 'format' ? 'type' : 'size');
}
