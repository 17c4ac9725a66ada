// Business coefficients: how much each product line multiplies the base coins of a report.
import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../components/layout/PageContainer';
import { Async } from '../../components/feedback/StateBlocks';
import { TableScroll } from '../../components/layout/TableScroll';
import { useBusinessCoefficients } from './api';

export function BusinessCoefficientPage() {
  const { t } = useTranslation('config');
  const list = useBusinessCoefficients();
  return (
    <Panel>
      <Text as="h1" fontSize="xl" fontWeight="bold" mb="2">
        {t('coefficient.title')}
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('coefficient.intro')}
      </Text>
      <Async state={list} isEmpty={(d) => d.coefficients.length === 0} emptyText={t('coefficient.empty')}>
        {(data) => (
          <TableScroll>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('coefficient.business')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('coefficient.value')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('coefficient.description')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.coefficients.map((item) => (
                  <Table.Row key={item.id}>
                    <Table.Cell fontWeight="medium">{item.business}</Table.Cell>
                    <Table.Cell textAlign="end">×{item.coefficient}</Table.Cell>
                    <Table.Cell color="fg.muted">{item.description}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScroll>
        )}
      </Async>
    </Panel>
  );
}
