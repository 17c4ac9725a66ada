// What goes under a load-more list: first-load spinner, error with retry, empty text, or the
// load-more button.
import type { ApiFailure } from '../../lib/api';
import { LoadMore } from './LoadMore';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../feedback/StateBlocks';

export interface GrowingList {
  items: readonly unknown[];
  status: 'loading' | 'ok' | 'error';
  failure?: ApiFailure;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

export function GrowingListFooter({ list, emptyText }: { list: GrowingList; emptyText: string }) {
  const some = list.items.length > 0;
  if (list.status === 'error' && list.failure) return <ErrorBlock failure={list.failure} onRetry={some ? list.loadMore : list.reload} />;
  if (!some) return list.status === 'loading' ? <LoadingBlock /> : <EmptyBlock text={emptyText} />;
  return <LoadMore hasMore={list.hasMore} loading={list.status === 'loading'} onMore={list.loadMore} />;
}
