// Personal API tokens in the personal centre: create one (name, scopes, expiry; the
// secret is shown once), list the working ones (created, last used, expires) and revoke one after
// a confirmation. The reference pages at /v2/docs say which operations each scope opens.
import { useState } from 'react';
import { Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ApiTokenScopeLabels } from '@generated/enums';
import { AppDialog } from '../../components/AppDialog';
import { Panel } from '../../components/layout/PageContainer';
import { Async } from '../../components/feedback/StateBlocks';
import { TableScroll } from '../../components/layout/TableScroll';
import { enumLabel } from '../../lib/language/enumLabel';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { useApiTokens, useRevokeApiToken } from './api';
import { CreateTokenForm } from './CreateTokenForm';
import { NewTokenDialog } from './NewTokenDialog';
import { useLanguage } from '../../lib/language/useLanguage';

/** An ISO time as local 'YYYY-MM-DD HH:mm'. */
const when = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export function ApiTokensPage() {
  const { t } = useTranslation('apiTokens');
  const lang = useLanguage();
  const list = useApiTokens();
  const revoke = useRevokeApiToken();
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    const { id } = revoking;
    setRevoking(null);
    const result = await withLoading(revoke.mutateAsync(id));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('revoked'));
  };

  return (
    <Panel>
      <Stack gap="6">
        <Stack gap="2">
          <Text as="h1" fontSize="xl" fontWeight="bold">
            {t('title')}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {t('intro')}{' '}
            <Link href="/v2/docs" color="blue.600">
              {t('docsLink')}
            </Link>
          </Text>
        </Stack>
        <Stack gap="3">
          <Text as="h2" fontWeight="semibold">
            {t('createTitle')}
          </Text>
          <CreateTokenForm onCreated={setCreated} />
        </Stack>
        <Stack gap="3">
          <Text as="h2" fontWeight="semibold">
            {t('listTitle')}
          </Text>
          <Async state={list} isEmpty={(d) => d.list.length === 0} emptyText={t('empty')}>
            {(data) => (
              <TableScroll>
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('name')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('scopes')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('createdAt')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('lastUsedAt')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('expiresAt')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('actions')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.list.map((item) => (
                      <Table.Row key={item.id}>
                        <Table.Cell>
                          {item.name}
                          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                            {item.prefix}…
                          </Text>
                        </Table.Cell>
                        <Table.Cell>{item.scopes.map((s) => enumLabel(ApiTokenScopeLabels, lang, s)).join(lang === 'zh' ? '、' : ', ')}</Table.Cell>
                        <Table.Cell>{when(item.createdAt)}</Table.Cell>
                        <Table.Cell>{item.lastUsedAt ? when(item.lastUsedAt) : t('never')}</Table.Cell>
                        <Table.Cell>{when(item.expiresAt)}</Table.Cell>
                        <Table.Cell>
                          <Button
                            size="xs"
                            variant="ghost"
                            colorPalette="red"
                            aria-label={t('revokeNamed', { name: item.name })}
                            onClick={() => setRevoking({ id: item.id, name: item.name })}
                          >
                            {t('revoke')}
                          </Button>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </TableScroll>
            )}
          </Async>
        </Stack>
      </Stack>
      <NewTokenDialog token={created} onClose={() => setCreated(null)} />
      <AppDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('revokeTitle')}
        role="alertdialog"
        footer={
          <HStack>
            <Button variant="outline" onClick={() => setRevoking(null)}>
              {t('common:cancel')}
            </Button>
            <Button colorPalette="red" onClick={() => void confirmRevoke()}>
              {t('revoke')}
            </Button>
          </HStack>
        }
      >
        {t('revokeText', { name: revoking?.name ?? '' })}
      </AppDialog>
    </Panel>
  );
}
