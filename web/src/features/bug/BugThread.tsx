// A report's message thread (docs/rules.md#entities-and-enums: replies up to 500 characters, both sides), oldest first.
import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Picture } from '../../components/Picture';
import { Paginator } from '../../components/Paginator';
import { Async } from '../../components/StateBlocks';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { replyBugBodyLimits } from '@generated/limits';
import { countChars } from '@common/text-count';
import { useBugThread, useReplyToBug } from './api';

export const REPLY_MAX = replyBugBodyLimits.content.maxLength;
const THREAD_PAGE_SIZE = 20;

export function BugThread({ bugId }: { bugId: number }) {
  const { t } = useTranslation('bug');
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const thread = useBugThread(bugId, page, THREAD_PAGE_SIZE);
  const send = useReplyToBug(bugId);
  const length = countChars(text.trim());

  const reply = async () => {
    if (length === 0) return setProblem(t('thread.required'));
    if (length > REPLY_MAX) return setProblem(t('thread.tooLong', { max: REPLY_MAX }));
    setProblem(null);
    const result = await withLoading(send.mutateAsync(text.trim()));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    setText('');
    notifySuccess(t('thread.sent'));
  };

  return (
    <Stack gap="3">
      <Async state={thread} isEmpty={(d) => d.comments.length === 0} emptyText={t('thread.empty')}>
        {(data) => (
          <>
            {data.comments.map((c) => (
              <HStack key={c.id} align="flex-start" gap="3">
                <Picture src={c.author.portrait} alt="" boxSize="8" borderRadius="full" />
                <Box flex="1" bg={c.author.isStaff ? 'blue.50' : 'gray.50'} borderRadius="md" p="3">
                  <HStack gap="2" mb="1">
                    <Text fontWeight="medium" fontSize="sm">
                      {c.author.nickname}
                    </Text>
                    {c.author.isStaff && <Badge colorPalette="blue">{t('thread.staff')}</Badge>}
                    <Text fontSize="xs" color="fg.muted">
                      {c.createTime}
                    </Text>
                  </HStack>
                  <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                    {c.content}
                  </Text>
                </Box>
              </HStack>
            ))}
            <Paginator page={page} pageSize={THREAD_PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </>
        )}
      </Async>
      <Box>
        <Textarea
          aria-label={t('thread.reply')}
          placeholder={t('thread.placeholder')}
          rows={3}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          aria-invalid={problem !== null}
        />
        <HStack justify="space-between" mt="2">
          <Text fontSize="sm" color={problem || length > REPLY_MAX ? 'red.600' : 'fg.muted'}>
            {problem ?? t('thread.count', { count: length, max: REPLY_MAX })}
          </Text>
          <Button size="sm" colorPalette="blue" onClick={() => void reply()}>
            {t('thread.send')}
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}
