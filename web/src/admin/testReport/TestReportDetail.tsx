// Every field of a test-information report, as submitted (the list answer carries them all).
import { Button, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TestReportResultLabels } from '@generated/enums';
import type { components } from '@generated/api';
import { AppDialog } from '@web/components/AppDialog';
import { useEnumLabel } from '../components/useEnumLabel';

type Report = components['schemas']['AdminTestReportItem'];

export function submitterOf(report: Report): string {
  return report.user?.nickname ?? (report.userName || report.email);
}

export function TestReportDetail({ report, onClose }: { report: Report; onClose: () => void }) {
  const { t } = useTranslation('adminPeople');
  const label = useEnumLabel();
  const rows: [string, string][] = [
    ['submitter', report.user ? `${report.user.nickname} (ID ${report.user.userId})` : t('reports.anonymous')],
    ['userName', report.userName],
    ['email', report.email],
    ['ip', report.ip],
    ['host', report.host],
    ['dnslog', report.dnslog],
    ['account', report.account],
    ['content', report.content],
    ['window', `${report.startTime ?? '—'} ~ ${report.endTime ?? '—'}`],
    ['result', label(TestReportResultLabels, report.result)],
    ['created', report.createTime],
  ];
  return (
    <AppDialog open onClose={onClose} size="lg" title={t('reports.detailTitle', { id: report.id })} footer={<Button onClick={onClose}>{t('common:ok')}</Button>}>
      <Table.Root size="sm">
        <Table.Body>
          {rows.map(([key, value]) => (
            <Table.Row key={key}>
              <Table.ColumnHeader scope="row" w="32" verticalAlign="top">
                {t(`reports.field.${key}`)}
              </Table.ColumnHeader>
              <Table.Cell wordBreak="break-all" whiteSpace="pre-wrap">
                {value || '—'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </AppDialog>
  );
}
