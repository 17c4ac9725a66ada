// The report's thread as staff see it (oldest first) and the staff reply box: at most 500
// characters, counted as typed; staff replies appear under the team label, never a name.
import { useState } from 'react';
import { Badge, Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../components/Paginator';
import { Async } from '../../components/StateBlocks';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { THREAD_PAGE_SIZE, useBugThread, useReplyToBug } from './api';
import { REPLY_MAX, textLength } from './textLimits';

function ReplyBox({ bugId }: { bugId: number }) {
  const { t } = useTranslation('adminBugs');
  const reply = useReplyToBug(bugId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const length = textLength(text);

  const send = async () => {
    if (length === 0) return setProblem(t('thread.required'));
    if (length > REPLY_MAX) return setProblem(t('form.tooLong', { max: REPLY_MAX }));
    setProblem(null);
    const result = await withLoading(reply.mutateAsync(text.trim()));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    setText('');
    notifySuccess(t('thread.sent'));
  };

  return (
    <Field.Root invalid={problem !== null || length > REPLY_MAX}>
      <Field.Label>{t('thread.reply')}</Field.Label>
      <Textarea rows={3} placeholder={t('thread.placeholder')} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      <HStack justify="space-between" mt="2" w="full">
        <Text fontSize="sm" color={problem || length > REPLY_MAX ? 'red.600' : 'fg.muted'} aria-live="polite">
          {problem ?? t('thread.count', { count: length, max: REPLY_MAX })}
        </Text>
        <Button size="sm" colorPalette="blue" onClick={() => void send()}>
          {t('thread.send')}
        </Button>
      </HStack>
    </Field.Root>
  );
}

export function BugReviewThread({ bugId }: { bugId: number }) {
  const { t } = useTranslation('adminBugs');
  const [page, setPage] = useState(1);
  const thread = useBugThread(bugId, page);
  return (
    <Stack gap="4">
      <Async state={thread} isEmpty={(d) => d.comments.length === 0} emptyText={t('thread.empty')}>
        {(data) => (
          <Stack gap="3">
            {data.comments.map((c) => (
              <Box key={c.id} bg={c.author.isStaff ? 'blue.50' : 'gray.50'} borderRadius="md" p="3">
                <HStack gap="2" mb="1">
                  <Text fontWeight="medium" fontSize="sm">
                    {c.author.nickname}
                  </Text>
                  {c.author.isStaff ? <Badge colorPalette="blue">{t('thread.staff')}</Badge> : <Badge>{t('thread.researcher')}</Badge>}
                  <Text fontSize="xs" color="fg.muted">
                    {c.createTime}
                  </Text>
                </HStack>
                <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                  {c.content}
                </Text>
              </Box>
            ))}
            <Paginator page={page} pageSize={THREAD_PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </Stack>
        )}
      </Async>
      <ReplyBox bugId={bugId} />
    </Stack>
  );
}
