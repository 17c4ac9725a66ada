// One message-board message (messages/{id}): the sanitised message, its attachments and the thread
// with staff; the owner replies in up to 500 characters.
import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { Panel } from '../../components/PageContainer';
import { SafeHtml } from '../../components/SafeHtml';
import { Async } from '../../components/StateBlocks';
import type { PageParams } from '../../lib/appRoute';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { replyLeaveMessageBodyLimits } from '@generated/limits';
import { countChars } from '@common/text-count';
import { useMessage, useReplyToMessage } from './api';

const REPLY_MAX = replyLeaveMessageBodyLimits.content.maxLength;

export function MessageDetailPage({ params }: { params: PageParams }) {
  const { t } = useTranslation('message');
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const detail = useMessage(valid ? id : null);
  const send = useReplyToMessage(id);
  if (!valid)
    return (
      <Panel>
        <Text>{t('detail.notFound')}</Text>
      </Panel>
    );

  const reply = async () => {
    const length = countChars(text.trim());
    if (length === 0) return setProblem(t('detail.replyRequired'));
    if (length > REPLY_MAX) return setProblem(t('detail.replyTooLong', { max: REPLY_MAX }));
    setProblem(null);
    const result = await withLoading(send.mutateAsync(text.trim()));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    setText('');
    notifySuccess(t('detail.sent'));
  };

  return (
    <Async state={detail}>
      {({ message, thread }) => (
        <Stack gap="5">
          <Panel>
            <AppLink href="/user/messages">← {t('detail.back')}</AppLink>
            <Heading as="h1" size="lg" mt="3" wordBreak="break-word">
              {message.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted" mb="4">
              {message.createTime}
            </Text>
            <SafeHtml html={message.content} />
            {message.attachments.length > 0 && (
              <Stack gap="1" mt="4">
                {message.attachments.map((f) => (
                  <Link key={f.url} href={f.url} download={f.name} color="blue.700" fontSize="sm">
                    {f.name}
                  </Link>
                ))}
              </Stack>
            )}
          </Panel>
          <Panel>
            <Heading as="h2" size="md" mb="3">
              {t('detail.thread')}
            </Heading>
            <Stack gap="3">
              {thread.length === 0 && <Text color="fg.muted">{t('detail.noReplies')}</Text>}
              {thread.map((r) => (
                <Box key={r.id} bg={r.author.isStaff ? 'blue.50' : 'gray.50'} borderRadius="md" p="3">
                  <HStack gap="2" mb="1">
                    <Text fontWeight="medium" fontSize="sm">
                      {r.author.nickname}
                    </Text>
                    {r.author.isStaff && <Badge colorPalette="blue">{t('detail.staff')}</Badge>}
                    <Text fontSize="xs" color="fg.muted">
                      {r.createTime}
                    </Text>
                  </HStack>
                  <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                    {r.content}
                  </Text>
                </Box>
              ))}
              <Textarea aria-label={t('detail.reply')} rows={3} value={text} onChange={(e) => setText(e.currentTarget.value)} aria-invalid={problem !== null} />
              <HStack justify="space-between">
                <Text fontSize="sm" color={problem ? 'red.600' : 'fg.muted'}>
                  {problem ?? t('form.count', { count: countChars(text.trim()), max: REPLY_MAX })}
                </Text>
                <Button size="sm" colorPalette="blue" onClick={() => void reply()}>
                  {t('detail.send')}
                </Button>
              </HStack>
            </Stack>
          </Panel>
        </Stack>
      )}
    </Async>
  );
}
