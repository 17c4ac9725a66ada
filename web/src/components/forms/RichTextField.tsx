// The rich editor, loaded on first use: only pages that show an editor fetch the 'editor' chunk.
import { lazy, memo, Suspense } from 'react';
import { LoadingBlock } from '../feedback/StateBlocks';
import type { RichEditorProps } from '../editor/RichEditor';

const RichEditor = lazy(async () => ({ default: (await import('../editor/RichEditor')).RichEditor }));

export type { RichEditorProps };

// Memoised: a form re-renders on each keystroke of its other fields; the editor and its toolbar
// need not (give it stable handlers).
export const RichTextField = memo(function RichTextField(props: RichEditorProps) {
  return (
    <Suspense fallback={<LoadingBlock minH={props.minHeight ?? '300px'} />}>
      <RichEditor {...props} />
    </Suspense>
  );
});
