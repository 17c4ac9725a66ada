// One message-board message (messages/{id}): the sanitised message, its attachments and the thread
// with staff; the owner replies in up to 500 characters.
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { Panel } from '../../components/layout/PageContainer';
import { SafeHtml } from '../../components/SafeHtml';
import { Async } from '../../components/feedback/StateBlocks';
import { ReplyBox } from '../../components/thread/ReplyBox';
import { ThreadEntries } from '../../components/thread/ThreadEntries';
import { useReplyDraft } from '../../components/thread/useReplyDraft';
import type { PageParams } from '../../lib/appRoute';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { replyLeaveMessageBodyLimits } from '@generated/limits';
import { useMessage, useReplyToMessage } from './api';

const REPLY_MAX = replyLeaveMessageBodyLimits.content.maxLength;

export function MessageDetailPage({ params }: { params: PageParams }) {
  const { t } = useTranslation('message');
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const draft = useReplyDraft(REPLY_MAX, { required: t('detail.replyRequired'), tooLong: t('detail.replyTooLong', { max: REPLY_MAX }) });
  const detail = useMessage(valid ? id : null);
  const send = useReplyToMessage(id);
  if (!valid)
    return (
      <Panel>
        <Text>{t('detail.notFound')}</Text>
      </Panel>
    );

  const reply = async (content: string) => {
    const result = await withLoading(send.mutateAsync(content));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    draft.clear();
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
              <ThreadEntries entries={thread} labels={{ staff: t('detail.staff') }} emptyText={t('detail.noReplies')} />
              <ReplyBox
                draft={draft}
                label={t('detail.reply')}
                labelHidden
                count={t('form.count', { count: draft.length, max: REPLY_MAX })}
                sendLabel={t('detail.send')}
                onSend={(content) => void reply(content)}
              />
            </Stack>
          </Panel>
        </Stack>
      )}
    </Async>
  );
}
