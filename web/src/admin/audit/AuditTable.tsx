// The audit log's rows: time, who (as the account was then), the action's label, the object (linked
// to its console page where one exists), the outcome, the address and how the actor was signed in;
// each row's summary (the request's fields, before/after) opens below it.
import { Fragment, useState } from 'react';
import { Badge, Box, Button, Code, Link, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AuditOutcomeLabels, AuditViaLabels } from '@generated/enums';
import { AppLink } from '../../components/AppLink';
import { useEnumLabel } from '../components/useEnumLabel';
import { actionLabel, kindLabel, targetHref } from './actionLabel';
import type { AuditEntry } from './api';

function pretty(summary: string): string {
  try {
    return JSON.stringify(JSON.parse(summary), null, 2);
  } catch {
    return summary;
  }
}

function Target({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('adminAudit');
  if (entry.targetKind === null) return <Text color="fg.muted">—</Text>;
  const text = `${kindLabel(t, entry.targetKind)}${entry.targetId === null ? '' : ` #${entry.targetId}`}`;
  const href = targetHref(entry.targetKind, entry.targetId);
  return href ? (
    <Link asChild color="blue.700">
      <AppLink href={href}>{text}</AppLink>
    </Link>
  ) : (
    <Text>{text}</Text>
  );
}

export function AuditTable({ entries, total }: { entries: AuditEntry[]; total: number }) {
  const { t } = useTranslation('adminAudit');
  const label = useEnumLabel();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Box overflowX="auto">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('table.caption', { count: total })}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('table.time')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.actor')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.action')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.target')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.outcome')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.address')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.summary')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((e) => (
            <Fragment key={e.id}>
              <Table.Row>
                <Table.Cell whiteSpace="nowrap">{e.time}</Table.Cell>
                <Table.Cell>
                  <Text>{e.actor.nickname || e.actor.email}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {e.actor.email}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Text>{actionLabel(t, e.action)}</Text>
                  <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                    {e.action}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Target entry={e} />
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={e.outcome === 'ok' ? 'green' : 'red'}>{label(AuditOutcomeLabels, e.outcome)}</Badge>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Text fontFamily="mono">{e.ip}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {e.tokenId === null ? label(AuditViaLabels, e.via) : t('table.token', { id: e.tokenId })}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-expanded={open === e.id}
                    aria-label={t(open === e.id ? 'table.hideSummaryOf' : 'table.showSummaryOf', { id: e.id })}
                    onClick={() => setOpen(open === e.id ? null : e.id)}
                  >
                    {open === e.id ? t('table.hideSummary') : t('table.showSummary')}
                  </Button>
                </Table.Cell>
              </Table.Row>
              {open === e.id && (
                <Table.Row>
                  <Table.Cell colSpan={7}>
                    <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="3" fontSize="xs" data-testid={`audit-summary-${e.id}`}>
                      {pretty(e.summary)}
                    </Code>
                  </Table.Cell>
                </Table.Row>
              )}
            </Fragment>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
