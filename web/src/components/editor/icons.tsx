// Line icons of the toolbar (24 × 24, drawn with the current colour); the names come from the locale.
const PATHS = {
  undo: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'm15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3',
  bulletList: 'M9 6h12M9 12h12M9 18h12M4 5.5v1M4 11.5v1M4 17.5v1',
  orderedList: 'M10 6h11M10 12h11M10 18h11M4 4h1v4M3 14h3l-3 4h3',
  indent: 'M3 5h18M11 10h10M11 15h10M3 20h18M3 9l4 3-4 3',
  alignLeft: 'M3 6h18M3 12h12M3 18h16',
  alignCenter: 'M3 6h18M6 12h12M4 18h16',
  alignRight: 'M3 6h18M9 12h12M5 18h16',
  alignJustify: 'M3 6h18M3 12h18M3 18h18',
  link: 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
  unlink: 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1M3 3l18 18',
  image: 'M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM7 9a2 2 0 1 0 4 0 2 2 0 1 0-4 0M21 15l-5-5L5 21',
  table: 'M3 3h18v18H3zM3 9h18M3 15h18M9 3v18M15 3v18',
  source: 'm8 7-5 5 5 5M16 7l5 5-5 5',
  fullscreen: 'M3 8V3h5M16 3h5v5M21 16v5h-5M8 21H3v-5',
  clearColor: 'M4 12a8 8 0 1 0 16 0 8 8 0 1 0-16 0M6 18 18 6',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
