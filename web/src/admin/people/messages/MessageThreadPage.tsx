// One message-board post and its thread (/messages/:id), read through the researcher route that
// also admits staff; a staff reply (at most 500 characters, plain text) is shown to the researcher
// under the team's label, never under the staff member's own name.
import { useState } from 'react';
import { Badge, Box, Button, Field, Heading, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@web/components/AppLink';
import { SafeHtml } from '@web/components/SafeHtml';
import { Async, EmptyBlock } from '@web/components/StateBlocks';
import type { PageParams } from '@web/lib/appRoute';
import { showFailure } from '@web/lib/ui';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { ConsoleCard, ConsolePage } from '../../components/ConsolePage';
import { STAFF_REPLY_MAX, useMessageThread, useStaffReply } from '../api';
import { Retcode } from '@generated/enums';
import { countChars } from '@common/text-count';

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
  const reply = useStaffReply();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const length = countChars(text.trim());

  const open = () => {
    if (length === 0) return setProblem(t('messages.replyRequired'));
    if (length > STAFF_REPLY_MAX) return setProblem(t('messages.replyTooLong', { max: STAFF_REPLY_MAX }));
    setProblem(null);
    setConfirming(true);
  };
  const send = async () => {
    const result = await reply.mutateAsync({ id, content: text.trim() });
    setConfirming(false);
    if (result.ok) return setText('');
    if (result.retcode === Retcode.InvalidField) return setProblem(result.retmsg || t('common:unknownError'));
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
              {entries.length === 0 ? (
                <Text color="fg.muted">{t('messages.noReplies')}</Text>
              ) : (
                <Stack gap="3" as="ol" listStyleType="none">
                  {entries.map((e) => (
                    <Box as="li" key={e.id} borderLeftWidth="3px" borderLeftColor={e.author.isStaff ? 'blue.500' : 'gray.300'} pl="3">
                      <Text fontSize="sm" fontWeight="medium">
                        {e.author.nickname}
                        {e.author.isStaff && (
                          <Badge ml="2" size="sm" colorPalette="blue">
                            {t('messages.staff')}
                          </Badge>
                        )}
                        <Text as="span" ml="2" fontSize="xs" color="fg.muted" fontWeight="normal">
                          {e.createTime}
                        </Text>
                      </Text>
                      <Text whiteSpace="pre-wrap" wordBreak="break-word">
                        {e.content}
                      </Text>
                    </Box>
                  ))}
                </Stack>
              )}
            </ConsoleCard>
            <ConsoleCard title={t('messages.replyTitle')}>
              <Field.Root invalid={Boolean(problem)} required ids={{ control: 'staff-reply' }}>
                <Field.Label>{t('messages.reply')}</Field.Label>
                <Textarea value={text} rows={4} onChange={(e) => setText(e.currentTarget.value)} />
                <Field.HelperText color={length > STAFF_REPLY_MAX ? 'red.700' : undefined}>
                  {t('messages.asTeam')} {t('messages.count', { count: length, max: STAFF_REPLY_MAX })}
                </Field.HelperText>
                <Field.ErrorText color="red.700">{problem}</Field.ErrorText>
              </Field.Root>
              <Button mt="3" size="sm" colorPalette="blue" onClick={open}>
                {t('messages.send')}
              </Button>
              <ConfirmActionDialog
                open={confirming}
                onClose={() => setConfirming(false)}
                title={t('messages.confirmTitle')}
                confirmLabel={t('messages.send')}
                busy={reply.isPending}
                onConfirm={() => void send()}
              >
                <Text>{t('messages.confirmText')}</Text>
                <Text whiteSpace="pre-wrap" wordBreak="break-word" bg="gray.50" p="2" borderRadius="md">
                  {text.trim()}
                </Text>
              </ConfirmActionDialog>
            </ConsoleCard>
          </>
        )}
      </Async>
    </ConsolePage>
  );
}
