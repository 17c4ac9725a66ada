// The audit log (/audit): every staff write, refused attempt, sign-in and sign-out, newest first,
// paged, with its filters in the address (a filtered log can be shared); the same filters export as
// CSV. The action filter offers every action the labels know (the contract's staff writes and the
// two sign-in events).
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Async } from '../../components/feedback/StateBlocks';
import { Paginator } from '../../components/lists/Paginator';
import { exportUrl } from '../../lib/api';
import { useLanguage } from '../../lib/language/useLanguage';
import { ConsoleCard, ConsolePage } from '../components/ConsolePage';
import { useFilters } from '../components/useFilters';
import { AUDIT_PAGE_SIZE, useAuditLog } from './api';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { AUDIT_FILTER_KEYS, auditQuery } from './auditFilters';

/** The actions of the labels file, as the action filter's options (auth events first). */
function useKnownActions(): string[] {
  const { t } = useTranslation('adminAudit');
  const labels = t('actions', { returnObjects: true }) as Record<string, string | Record<string, string>>;
  return Object.entries(labels).flatMap(([key, value]) => (typeof value === 'string' ? [key] : Object.keys(value).map((sub) => `${key}.${sub}`)));
}

export function AuditLogPage() {
  const { t } = useTranslation('adminAudit');
  const lang = useLanguage();
  const { values, page, set } = useFilters(AUDIT_FILTER_KEYS);
  const query = auditQuery(values);
  const list = useAuditLog({ ...query, page });
  const actions = useKnownActions();

  return (
    <ConsolePage
      title={t('title')}
      actions={
        <Button asChild size="sm" variant="outline">
          <a href={exportUrl('/v2/admin/api/audit-export', query, lang)} download>
            {t('export')}
          </a>
        </Button>
      }
    >
      <ConsoleCard>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('intro')}
        </Text>
        <AuditFilters key={`${values.targetKind ?? ''}|${values.targetId ?? ''}`} values={values} actions={actions} onChange={set} />
        <Async state={list} isEmpty={(d) => d.entries.length === 0} emptyText={t('empty')}>
          {(data) => (
            <>
              <AuditTable entries={data.entries} total={data.total} />
              <Paginator page={page} pageSize={AUDIT_PAGE_SIZE} total={data.total} onPageChange={(p) => set({ page: p })} />
            </>
          )}
        </Async>
      </ConsoleCard>
    </ConsolePage>
  );
}
