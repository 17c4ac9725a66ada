// The report's whole thread as staff see it (oldest first): researcher messages, staff replies
// (shown to the researcher under the team label) and internal notes, which only staff read and
// which stand out (amber background, an "Internal note" label). The reply box counts up to 500
// characters, can post an internal note instead, and inserts a saved reply to edit before sending.
import { useState } from 'react';
import { Badge, Box, Button, Checkbox, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../components/Paginator';
import { Async } from '../../components/StateBlocks';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { THREAD_PAGE_SIZE, useBugThread, useReplyToBug } from './api';
import { CommonResponsePicker } from './CommonResponsePicker';
import { REPLY_MAX, textLength } from './textLimits';

function ReplyBox({ bugId }: { bugId: number }) {
  const { t } = useTranslation('adminBugs');
  const reply = useReplyToBug(bugId);
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const length = textLength(text);

  const send = async () => {
    if (length === 0) return setProblem(t('thread.required'));
    if (length > REPLY_MAX) return setProblem(t('form.tooLong', { max: REPLY_MAX }));
    setProblem(null);
    const result = await withLoading(reply.mutateAsync({ content: text.trim(), ...(internal ? { internal: true } : {}) }));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    setText('');
    notifySuccess(t(internal ? 'thread.noted' : 'thread.sent'));
  };

  return (
    <Stack gap="2" bg={internal ? 'yellow.50' : undefined} borderRadius="md" p={internal ? '2' : '0'}>
      <CommonResponsePicker onPick={(content) => setText((current) => (current.trim() ? `${current.trimEnd()}\n${content}` : content))} />
      <Field.Root invalid={problem !== null || length > REPLY_MAX}>
        <Field.Label>{t(internal ? 'thread.noteLabel' : 'thread.reply')}</Field.Label>
        <Textarea rows={4} placeholder={t(internal ? 'thread.notePlaceholder' : 'thread.placeholder')} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </Field.Root>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Checkbox.Root size="sm" checked={internal} onCheckedChange={(e) => setInternal(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('thread.internalToggle')}</Checkbox.Label>
        </Checkbox.Root>
        <HStack gap="3">
          <Text fontSize="sm" color={problem || length > REPLY_MAX ? 'red.600' : 'fg.muted'} aria-live="polite">
            {problem ?? t('thread.count', { count: length, max: REPLY_MAX })}
          </Text>
          <Button size="sm" colorPalette={internal ? 'yellow' : 'blue'} onClick={() => void send()}>
            {t(internal ? 'thread.sendNote' : 'thread.send')}
          </Button>
        </HStack>
      </HStack>
    </Stack>
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
          <Stack as="ol" gap="3" listStyleType="none">
            {data.comments.map((c) => (
              <Box
                as="li"
                key={c.id}
                data-internal={c.internal || undefined}
                bg={c.internal ? 'yellow.100' : c.author.isStaff ? 'blue.50' : 'gray.50'}
                borderLeftWidth={c.internal ? '4px' : '0'}
                borderLeftColor="yellow.500"
                borderStyle={c.internal ? 'dashed' : 'solid'}
                borderRadius="md"
                p="3"
              >
                <HStack gap="2" mb="1" wrap="wrap">
                  {c.internal && (
                    <Badge colorPalette="yellow" variant="solid">
                      {t('thread.internal')}
                    </Badge>
                  )}
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
