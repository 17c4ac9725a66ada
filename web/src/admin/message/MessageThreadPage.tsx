// One message-board post and its thread (/messages/:id), read through the researcher route that
// also admits staff; a staff reply (at most 500 characters, plain text) is shown to the researcher
// under the team's label, never under the staff member's own name. Only a member whose roles may
// reply has the reply box.
import { useState } from 'react';
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@web/components/AppLink';
import { SafeHtml } from '@web/components/SafeHtml';
import { Async, EmptyBlock } from '@web/components/feedback/StateBlocks';
import { ReplyBox } from '@web/components/thread/ReplyBox';
import { ThreadEntries } from '@web/components/thread/ThreadEntries';
import { useReplyDraft } from '@web/components/thread/useReplyDraft';
import type { PageParams } from '@web/lib/appRoute';
import { showFailure } from '@web/lib/ui';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { ConsoleCard, ConsolePage } from '../components/ConsolePage';
import { useStaffCan } from '../components/useStaffCan';
import { STAFF_REPLY_MAX, useMessageThread, useStaffReply } from './api';
import { Retcode } from '@generated/enums';

export function MessageThreadPage({ params }: { params: PageParams }) {
  const { t } = useTranslation('adminPeople');
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  if (!valid) {
    return (
      <ConsolePage title={t('messages.thread')}>
        <EmptyBlock text={t('messages.notFound')} />
      </ConsolePage>
    );
  }
  return <Thread id={id} />;
}

function Thread({ id }: { id: number }) {
  const { t } = useTranslation('adminPeople');
  const thread = useMessageThread(id);
  const canReply = useStaffCan()('POST /v2/admin/api/leave-message/{id}/reply');
  const reply = useStaffReply();
  const draft = useReplyDraft(STAFF_REPLY_MAX, { required: t('messages.replyRequired'), tooLong: t('messages.replyTooLong', { max: STAFF_REPLY_MAX }) });
  // The text being confirmed: a staff reply is sent only after the dialog shows it once more.
  const [confirming, setConfirming] = useState<string | null>(null);

  const send = async (content: string) => {
    const result = await reply.mutateAsync({ id, content });
    setConfirming(null);
    if (result.ok) return draft.clear();
    if (result.retcode === Retcode.InvalidField) return draft.setProblem(result.retmsg || t('common:unknownError'));
    showFailure(result, t('common:unknownError'));
  };

  return (
    <ConsolePage title={t('messages.thread')} actions={<AppLink href="/messages">← {t('messages.back')}</AppLink>}>
      <Async state={thread}>
        {({ message, thread: entries }) => (
          <>
            <ConsoleCard>
              <Heading as="h2" size="md" wordBreak="break-word">
                {message.title}
              </Heading>
              <Text fontSize="xs" color="fg.muted" mb="3">
                {message.createTime}
              </Text>
              <SafeHtml html={message.content} />
              {message.attachments.length > 0 && (
                <Stack gap="1" mt="3">
                  {message.attachments.map((f) => (
                    <Link key={f.url} href={f.url} download={f.name} color="blue.700" fontSize="sm">
                      {f.name}
                    </Link>
                  ))}
                </Stack>
              )}
            </ConsoleCard>
            <ConsoleCard title={t('messages.threadTitle', { count: entries.length })}>
              <ThreadEntries entries={entries} labels={{ staff: t('messages.staff') }} variant="rule" emptyText={t('messages.noReplies')} />
            </ConsoleCard>
            {canReply && (
              <ConsoleCard title={t('messages.replyTitle')}>
                <ReplyBox
                  draft={draft}
                  label={t('messages.reply')}
                  required
                  rows={4}
                  hint={t('messages.asTeam')}
                  count={t('messages.count', { count: draft.length, max: STAFF_REPLY_MAX })}
                  sendLabel={t('messages.send')}
                  onSend={setConfirming}
                />
                <ConfirmActionDialog
                  open={confirming !== null}
                  onClose={() => setConfirming(null)}
                  title={t('messages.confirmTitle')}
                  confirmLabel={t('messages.send')}
                  busy={reply.isPending}
                  onConfirm={() => confirming !== null && void send(confirming)}
                >
                  <Text>{t('messages.confirmText')}</Text>
                  <Text whiteSpace="pre-wrap" wordBreak="break-word" bg="gray.50" p="2" borderRadius="md">
                    {confirming}
                  </Text>
                </ConfirmActionDialog>
              </ConsoleCard>
            )}
          </>
        )}
      </Async>
    </ConsolePage>
  );
}
