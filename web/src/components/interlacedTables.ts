// Tables whose rows alternate two colours (the legacy editor's interlaced tables, its 'single' and
// 'double' row colours): the editor marks such a table with this class, which the sanitiser keeps,
// and the editor and every page showing rich content colour its rows with these rules. A module of
// its own so that the pages showing content need nothing of the editor. A cell the editor has
// selected keeps its selection colour.
export const INTERLACED_CLASS = 'editor-interlaced';

export const interlacedRowsCss = {
  [`& table.${INTERLACED_CLASS} tr:nth-of-type(odd) > td:not(.selectedCell)`]: { background: '#fcfcfc' },
  [`& table.${INTERLACED_CLASS} tr:nth-of-type(even) > td:not(.selectedCell)`]: { background: '#f0f5ff' },
} as const;
