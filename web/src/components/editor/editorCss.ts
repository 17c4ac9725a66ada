// Styles of the editing area: list padding 30 px (docs/rules.md#limits), tables with borders (and
// alternating row colours when asked), code blocks with highlight colours, the column resize handle,
// the image's scale handles, the loading look of an image being uploaded or caught, and the
// placeholder text.
import { interlacedRowsCss } from '../interlacedTables';

export const editorCss = {
  '& .ProseMirror': { outline: 'none', minHeight: '260px', lineHeight: '1.7', wordBreak: 'break-word' },
  '& .ProseMirror p': { margin: '0.4em 0' },
  '& .ProseMirror h1': { fontSize: '2em', fontWeight: 'bold' },
  '& .ProseMirror h2': { fontSize: '1.5em', fontWeight: 'bold' },
  '& .ProseMirror h3': { fontSize: '1.25em', fontWeight: 'bold' },
  '& .ProseMirror h4, & .ProseMirror h5, & .ProseMirror h6': { fontWeight: 'bold' },
  '& .ProseMirror ul, & .ProseMirror ol': { paddingLeft: '30px' },
  '& .ProseMirror ul': { listStyleType: 'disc' },
  '& .ProseMirror ol': { listStyleType: 'decimal' },
  '& .ProseMirror a': { color: '#2563eb', textDecoration: 'underline' },
  '& .ProseMirror img': { maxWidth: '100%', display: 'inline-block' },
  '& .ProseMirror img.editor-uploading': { width: '120px', height: '80px', background: '#e5e7eb', borderRadius: '4px', animation: 'pulse 1s infinite alternate' },
  '& .ProseMirror img.editor-catching': {
    width: '120px',
    height: '80px',
    background: '#fef3c7',
    outline: '2px dashed #d97706',
    borderRadius: '4px',
    animation: 'pulse 1s infinite alternate',
  },
  '& .ProseMirror .column-resize-handle': { position: 'absolute', right: '-2px', top: 0, bottom: '-2px', width: '4px', background: '#93c5fd', pointerEvents: 'none' },
  '& .ProseMirror.resize-cursor': { cursor: 'col-resize' },
  '& .ProseMirror img.ProseMirror-selectednode, & .ProseMirror [data-resize-container].ProseMirror-selectednode img': { outline: '2px solid #2563eb' },
  // The image's scale handles: TipTap draws them as empty, unsized boxes at the corners (nothing to
  // see or take hold of until styled). Squares shown while the image is pointed at, selected or
  // being scaled.
  '& .ProseMirror [data-resize-handle]': { width: '10px', height: '10px', background: '#2563eb', border: '1px solid #fff', borderRadius: '2px', zIndex: 1, opacity: 0 },
  '& .ProseMirror [data-resize-handle="top-left"], & .ProseMirror [data-resize-handle="bottom-right"]': { cursor: 'nwse-resize' },
  '& .ProseMirror [data-resize-handle="top-right"], & .ProseMirror [data-resize-handle="bottom-left"]': { cursor: 'nesw-resize' },
  '& .ProseMirror [data-resize-container]:hover [data-resize-handle], & .ProseMirror [data-resize-container].ProseMirror-selectednode [data-resize-handle], & .ProseMirror [data-resize-state="true"] [data-resize-handle]':
    { opacity: 1 },
  '& .ProseMirror table': { borderCollapse: 'collapse', margin: '0.5em 0', tableLayout: 'fixed', width: '100%' },
  '& .ProseMirror td, & .ProseMirror th': { border: '1px solid #d1d5db', padding: '4px 6px', verticalAlign: 'top', minWidth: '2em', position: 'relative' },
  '& .ProseMirror th': { background: '#f3f4f6', fontWeight: 'bold' },
  ...interlacedRowsCss,
  '& .ProseMirror .selectedCell': { background: '#dbeafe' },
  '& .ProseMirror pre': { background: '#f8f8f8', borderRadius: '8px', padding: '0.4em 0.6em', margin: '0.5em 0', fontFamily: 'monospace', whiteSpace: 'pre-wrap' },
  '& .ProseMirror blockquote': { borderLeft: '3px solid #d1d5db', paddingLeft: '1em', color: '#4b5563' },
  '& .ProseMirror p.is-editor-empty:first-of-type::before': { content: 'attr(data-placeholder)', color: '#9ca3af', float: 'left', height: 0, pointerEvents: 'none' },
  '& .hljs-keyword, & .hljs-selector-tag, & .hljs-built_in': { color: '#7c3aed' },
  '& .hljs-string, & .hljs-attr': { color: '#15803d' },
  '& .hljs-comment': { color: '#6b7280', fontStyle: 'italic' },
  '& .hljs-number, & .hljs-literal': { color: '#b45309' },
  '& .hljs-title, & .hljs-name': { color: '#1d4ed8' },
} as const;
