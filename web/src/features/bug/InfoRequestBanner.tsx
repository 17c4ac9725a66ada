// Staff asked the researcher for more information (askBugInfo): the question on top of the report
// page, and a button that takes the researcher to the thread's reply box. Their next reply answers
// it; the report's SLA clocks are paused until then (docs/rules.md#sla-clocks).
import { Alert, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';

type InfoRequest = components['schemas']['BugInfoRequest'];

/** The thread's reply box: the page renders it inside the element with this id. */
export const THREAD_ID = 'bug-thread';

function focusReply() {
  // Focusing scrolls the box into view too.
  document.getElementById(THREAD_ID)?.querySelector('textarea')?.focus();
}

export function InfoRequestBanner({ request }: { request: InfoRequest }) {
  const { t } = useTranslation('bug');
  return (
    <Alert.Root status="warning" mt="3" data-testid="info-request">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('info.title')}</Alert.Title>
        <Alert.Description>
          <Text whiteSpace="pre-wrap" mt="1">
            {request.question}
          </Text>
          <Text fontSize="xs" color="fg.muted" mt="1">
            {t('info.since', { time: request.requestTime })}
          </Text>
          <Button size="sm" mt="2" colorPalette="orange" onClick={focusReply}>
            {t('info.reply')}
          </Button>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
