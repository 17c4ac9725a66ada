// Registering or editing an endpoint: its address, the events it receives (at least one) and
// whether it is active. Field errors in the page's language; a refusal naming the address (1001:
// not http(s), or a private address) is shown under the field, any other through the error notice.
import { useState } from 'react';
import { Box, Button, Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { WebhookEvent, WebhookEventLabels } from '@generated/enums';
import { AppDialog } from '../../components/AppDialog';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { useEnumLabel } from '../components/useEnumLabel';
import { useSaveWebhookEndpoint, type WebhookEndpoint } from './api';

const EVENTS = Object.values(WebhookEvent);
const URL_MAX = 500;

export function EndpointDialog({ editing, onClose, onCreated }: { editing: WebhookEndpoint | null; onClose: () => void; onCreated: (secret: string) => void }) {
  const { t } = useTranslation('adminWebhooks');
  const label = useEnumLabel();
  const save = useSaveWebhookEndpoint();
  const [url, setUrl] = useState(editing?.url ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(editing?.events ?? []);
  const [active, setActive] = useState(editing?.active ?? true);
  const [problems, setProblems] = useState<{ url?: string; events?: string }>({});

  const toggle = (event: WebhookEvent, on: boolean) => setEvents((list) => (on ? [...list, event] : list.filter((e) => e !== event)));

  const submit = async () => {
    const next: typeof problems = {};
    const trimmed = url.trim();
    if (!/^https?:\/\/\S+$/i.test(trimmed)) next.url = t('form.urlInvalid');
    else if (trimmed.length > URL_MAX) next.url = t('form.urlTooLong', { max: URL_MAX });
    if (events.length === 0) next.events = t('form.eventsRequired');
    setProblems(next);
    if (next.url || next.events) return;
    // Kept in the contract's order, whatever order they were ticked in.
    const body = { url: trimmed, events: EVENTS.filter((e) => events.includes(e)), active };
    const result = await withLoading(save.mutateAsync({ id: editing?.id ?? null, body }));
    if (!result.ok) {
      if (result.retcode === 1001 && /url/i.test(result.retmsg)) return setProblems({ url: result.retmsg });
      return showFailure(result, t('common:unknownError'));
    }
    notifySuccess(t('form.saved'));
    const created = result.data as { secret?: string };
    if (typeof created.secret === 'string') onCreated(created.secret);
    onClose();
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      size="md"
      title={t(editing ? 'form.editTitle' : 'form.createTitle')}
      footer={
        <HStack>
          <Button variant="outline" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button colorPalette="blue" onClick={() => void submit()}>
            {t('form.save')}
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <Field.Root invalid={Boolean(problems.url)} required>
          <Field.Label>{t('form.url')}</Field.Label>
          <Input size="sm" type="url" inputMode="url" placeholder="https://tickets.example.com/hooks" value={url} onChange={(e) => setUrl(e.currentTarget.value)} />
          <Field.HelperText>{t('form.urlHelp')}</Field.HelperText>
          <Field.ErrorText>{problems.url}</Field.ErrorText>
        </Field.Root>
        <Box role="group" aria-labelledby="webhook-events-legend" aria-describedby={problems.events ? 'webhook-events-error' : undefined}>
          <Text id="webhook-events-legend" fontSize="sm" fontWeight="medium" mb="2">
            {t('form.events')}
          </Text>
          <Stack gap="1">
            {EVENTS.map((event) => (
              <Checkbox.Root key={event} size="sm" checked={events.includes(event)} onCheckedChange={(d) => toggle(event, d.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {label(WebhookEventLabels, event)} <code>{event}</code>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {problems.events && (
            <Text id="webhook-events-error" color="fg.error" fontSize="xs" mt="1">
              {problems.events}
            </Text>
          )}
        </Box>
        <Checkbox.Root size="sm" checked={active} onCheckedChange={(d) => setActive(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('form.active')}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </AppDialog>
  );
}
