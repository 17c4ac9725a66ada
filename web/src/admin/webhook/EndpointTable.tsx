// The registered endpoints: address, events, active, the secret's last four characters; edit,
// rotate the secret and delete (both confirmed by the page), and a link to the endpoint's log. A
// change without its handler (the member's roles may not call it) has no button.
import { Badge, Box, Button, HStack, Table, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { WebhookEventLabels } from '@generated/enums';
import { useEnumLabel } from '../components/useEnumLabel';
import type { WebhookEndpoint } from './api';

export interface EndpointTableProps {
  endpoints: WebhookEndpoint[];
  onEdit?: (e: WebhookEndpoint) => void;
  onRotate?: (e: WebhookEndpoint) => void;
  onDelete?: (e: WebhookEndpoint) => void;
  onShowLog: (e: WebhookEndpoint) => void;
}

export function EndpointTable({ endpoints, onEdit, onRotate, onDelete, onShowLog }: EndpointTableProps) {
  const { t } = useTranslation('adminWebhooks');
  const label = useEnumLabel();
  return (
    <Box overflowX="auto">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('endpoints.url')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('endpoints.events')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('endpoints.state')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('endpoints.secret')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('endpoints.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {endpoints.map((e) => (
            <Table.Row key={e.id}>
              <Table.Cell wordBreak="break-all" maxW="xs">
                {e.url}
              </Table.Cell>
              <Table.Cell>
                <Wrap gap="1">
                  {e.events.map((event) => (
                    <Badge key={event} size="sm">
                      {label(WebhookEventLabels, event)}
                    </Badge>
                  ))}
                </Wrap>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={e.active ? 'green' : 'gray'}>{t(e.active ? 'endpoints.active' : 'endpoints.inactive')}</Badge>
              </Table.Cell>
              <Table.Cell fontFamily="mono" color="fg.muted">
                …{e.secretHint}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1" wrap="wrap">
                  <Button size="xs" variant="ghost" aria-label={t('endpoints.logNamed', { url: e.url })} onClick={() => onShowLog(e)}>
                    {t('endpoints.log')}
                  </Button>
                  {onEdit && (
                    <Button size="xs" variant="ghost" aria-label={t('endpoints.editNamed', { url: e.url })} onClick={() => onEdit(e)}>
                      {t('endpoints.edit')}
                    </Button>
                  )}
                  {onRotate && (
                    <Button size="xs" variant="ghost" aria-label={t('endpoints.rotateNamed', { url: e.url })} onClick={() => onRotate(e)}>
                      {t('endpoints.rotate')}
                    </Button>
                  )}
                  {onDelete && (
                    <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('endpoints.deleteNamed', { url: e.url })} onClick={() => onDelete(e)}>
                      {t('endpoints.delete')}
                    </Button>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
