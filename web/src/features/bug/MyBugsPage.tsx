// Vulnerability records (bugs): the researcher's reports filtered by status, level, type, submission
// dates and keyword; the same filters export every match as CSV (a form GET the browser downloads).
import { useState } from 'react';
import { Badge, Button, HStack, Input, Link, NativeSelect, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugLevelFilterLabels, BugLevelLabels, BugMainTypeLabels, BugStatusLabels, type BugLevelFilter, type BugMainType, type BugStatus } from '@generated/enums';
import { AppLink } from '../../components/AppLink';
import { DateRangeInput } from '../../components/forms/DateRangeInput';
import { Panel } from '../../components/layout/PageContainer';
import { Paginator } from '../../components/lists/Paginator';
import { Async } from '../../components/feedback/StateBlocks';
import { TableScroll } from '../../components/layout/TableScroll';
import { exportUrl } from '../../lib/api';
import type { DateRange } from '../../lib/time/dateRange';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';
import { useMyBugs } from './api';
import { STATUS_COLOR } from './bugStatus';
import { MyBugKeywordParamLimits } from '@generated/limits';
import { countChars } from '@common/text-count';

export const MY_BUGS_PAGE_SIZE = 10;
const STATUSES: BugStatus[] = [10, 20, 30, 40, 51, 52, 53];
const LEVELS: BugLevelFilter[] = [-1, 0, 1, 2, 3, 4];
const MAIN_TYPES: BugMainType[] = [1, 2, 3, 4, 5, 10, 11, 12];

interface Filters {
  status?: BugStatus;
  level: BugLevelFilter;
  mainType?: BugMainType;
  range: DateRange;
  keyword: string;
}
const NO_FILTERS: Filters = { level: -1, range: { start: '', end: '' }, keyword: '' };

/** The query of the list and the export: blank values left out; keywords over 150 characters ignored. */
export function filterQuery(f: Filters) {
  const keyword = f.keyword.trim();
  return {
    ...(f.status !== undefined ? { status: f.status } : {}),
    ...(f.level !== -1 ? { level: f.level } : {}),
    ...(f.mainType !== undefined ? { mainType: f.mainType } : {}),
    ...(f.range.start ? { startTime: f.range.start } : {}),
    ...(f.range.end ? { endTime: f.range.end } : {}),
    ...(keyword && countChars(keyword) <= MyBugKeywordParamLimits.maxLength ? { keyword } : {}),
  };
}

function Select<T extends string | number>({
  label,
  value,
  options,
  onChange,
  labelOf,
  allLabel,
}: {
  label: string;
  value: T | undefined;
  options: T[];
  onChange: (v: T | undefined) => void;
  labelOf: (v: T) => string;
  allLabel?: string;
}) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        aria-label={label}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => {
          const raw = e.currentTarget.value;
          onChange(raw === '' ? undefined : (options.find((o) => String(o) === raw) as T));
        }}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((o) => (
          <option key={String(o)} value={String(o)}>
            {labelOf(o)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function MyBugsPage() {
  const { t } = useTranslation('bug');
  const lang = useLanguage();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = filterQuery(filters);
  const list = useMyBugs(query, page, MY_BUGS_PAGE_SIZE);
  const search = () => {
    setFilters(draft);
    setPage(1);
  };

  return (
    <Panel>
      <Text as="h1" fontSize="xl" fontWeight="bold" mb="4">
        {t('records.title')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mb="3">
        <Select
          label={t('records.status')}
          allLabel={t('records.allStatus')}
          value={draft.status}
          options={STATUSES}
          labelOf={(v) => enumLabel(BugStatusLabels, lang, v)}
          onChange={(status) => setDraft({ ...draft, status })}
        />
        <Select
          label={t('records.level')}
          value={draft.level}
          options={LEVELS}
          labelOf={(v) => enumLabel(BugLevelFilterLabels, lang, v)}
          onChange={(level) => setDraft({ ...draft, level: level ?? -1 })}
        />
        <Select
          label={t('records.mainType')}
          allLabel={t('records.allTypes')}
          value={draft.mainType}
          options={MAIN_TYPES}
          labelOf={(v) => enumLabel(BugMainTypeLabels, lang, v)}
          onChange={(mainType) => setDraft({ ...draft, mainType })}
        />
        <DateRangeInput value={draft.range} onChange={(range) => setDraft({ ...draft, range })} startLabel={t('records.from')} endLabel={t('records.to')} />
        <Input
          size="sm"
          aria-label={t('records.keyword')}
          placeholder={t('records.keyword')}
          maxLength={MyBugKeywordParamLimits.maxLength}
          value={draft.keyword}
          onChange={(e) => setDraft({ ...draft, keyword: e.currentTarget.value })}
          onKeyDown={(e) => e.key === 'Enter' && search()}
        />
        <HStack>
          <Button size="sm" colorPalette="blue" onClick={search}>
            {t('records.search')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => (setDraft(NO_FILTERS), setFilters(NO_FILTERS), setPage(1))}>
            {t('records.reset')}
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={exportUrl('/v2/api/my/bugs/export', query)} download>
              {t('records.export')}
            </a>
          </Button>
        </HStack>
      </SimpleGrid>
      <Async state={list} isEmpty={(d) => d.bugs.length === 0} emptyText={t('records.empty')}>
        {(data) => (
          <>
            <TableScroll>
              <Table.Root size="sm" interactive>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('records.name')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('records.type')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('records.level')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('records.status')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('records.coins')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('records.submitTime')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.bugs.map((bug) => (
                    <Table.Row key={bug.id}>
                      <Table.Cell maxW="64">
                        <Link asChild color="blue.700" fontWeight="medium">
                          <AppLink href={`/user/bug/${bug.id}`}>{bug.name}</AppLink>
                        </Link>
                      </Table.Cell>
                      <Table.Cell color="fg.muted">
                        {bug.mainTypeText} / {bug.subTypeText}
                      </Table.Cell>
                      <Table.Cell>{enumLabel(BugLevelLabels, lang, bug.level)}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={STATUS_COLOR[bug.status]}>{bug.statusText || enumLabel(BugStatusLabels, lang, bug.status)}</Badge>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{bug.rewardCoins}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap" color="fg.muted">
                        {bug.submitTime}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
            <Paginator page={page} pageSize={MY_BUGS_PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </>
        )}
      </Async>
    </Panel>
  );
}
