// The paginator: previous, page numbers with gaps, next, total; optional page-size choice
// (options 10, 20, 30, 50 — docs/rules.md#limits).
import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50] as const;

export interface PaginatorProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
}

/** Page numbers to show: first, last, and two either side of the current one; 0 marks a gap. */
export function visiblePages(page: number, pages: number): number[] {
  const shown: number[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) shown.push(p);
    else if (shown[shown.length - 1] !== 0) shown.push(0);
  }
  return shown;
}

export function Paginator({ page, pageSize, total, onPageChange, onPageSizeChange }: PaginatorProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // A list that fits the smallest size needs neither pages nor a size choice.
  if (total <= pageSize && (!onPageSizeChange || total <= PAGE_SIZE_OPTIONS[0])) return null;
  return (
    <HStack as="nav" aria-label={t('pagination')} gap="1" justify="center" wrap="wrap" py="4">
      <Text fontSize="sm" color="fg.muted" mr="2">
        {t('totalItems', { count: total })}
      </Text>
      <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('prevPage')}
      </Button>
      {visiblePages(page, pages).map((p, i) =>
        p === 0 ? (
          <Text key={`gap-${i}`} px="1" color="fg.muted">
            …
          </Text>
        ) : (
          <Button key={p} size="sm" variant={p === page ? 'solid' : 'ghost'} colorPalette="blue" aria-current={p === page ? 'page' : undefined} onClick={() => onPageChange(p)}>
            {p}
          </Button>
        ),
      )}
      <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('nextPage')}
      </Button>
      {onPageSizeChange && (
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label={t('pageSize')} value={pageSize} onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}>
            {PAGE_SIZE_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {t('perPage', { count: n })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </HStack>
  );
}
