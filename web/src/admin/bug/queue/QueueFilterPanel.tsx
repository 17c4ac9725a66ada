// Where the queue's filter bar goes: above the table on a wide screen; on a phone behind the Filters
// button (FilterDrawer), which counts the filters on (the sort orders the list, it filters nothing).
import { useIsPhone } from '../../components/useIsPhone';
import { FilterDrawer } from '../../components/FilterDrawer';
import type { FilterValues } from '../../components/useFilters';
import { BugQueueFilters } from './BugQueueFilters';
import { queueQuery, type QueueFilterKey } from './queueFilters';

type Values = FilterValues<QueueFilterKey>;

export function activeQueueFilters(values: Values): number {
  return Object.keys(queueQuery(values)).filter((key) => key !== 'sort').length;
}

export function QueueFilterPanel({ values, onChange }: { values: Values; onChange: (changes: Values) => void }) {
  const phone = useIsPhone();
  // A new keyword or researcher in the address starts the bar afresh (its text boxes hold a draft).
  const filters = <BugQueueFilters key={`${values.keyword ?? ''}|${values.reporter ?? ''}`} values={values} onChange={onChange} />;
  if (!phone) return filters;
  return <FilterDrawer active={activeQueueFilters(values)}>{filters}</FilterDrawer>;
}
