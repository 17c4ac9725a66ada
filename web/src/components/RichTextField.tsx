// The rich editor, loaded on first use: only pages that show an editor fetch the 'editor' chunk.
import { lazy, Suspense } from 'react';
import { LoadingBlock } from './StateBlocks';
import type { RichEditorProps } from './editor/RichEditor';

const RichEditor = lazy(async () => ({ default: (await import('./editor/RichEditor')).RichEditor }));

export type { RichEditorProps };

export function RichTextField(props: RichEditorProps) {
  return (
    <Suspense fallback={<LoadingBlock minH={props.minHeight ?? '300px'} />}>
      <RichEditor {...props} />
    </Suspense>
  );
}
