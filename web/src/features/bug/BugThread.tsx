// A report's message thread (docs/rules.md#entities-and-enums: replies up to 500 characters, both sides), oldest first.
import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../components/lists/Paginator';
import { Async } from '../../components/feedback/StateBlocks';
import { ReplyBox } from '../../components/thread/ReplyBox';
import { ThreadEntries } from '../../components/thread/ThreadEntries';
import { useReplyDraft } from '../../components/thread/useReplyDraft';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { replyBugBodyLimits } from '@generated/limits';
import { useBugThread, useReplyToBug } from './api';

export const REPLY_MAX = replyBugBodyLimits.content.maxLength;
const THREAD_PAGE_SIZE = 20;

export function BugThread({ bugId }: { bugId: number }) {
  const { t } = useTranslation('bug');
  const [page, setPage] = useState(1);
  const thread = useBugThread(bugId, page, THREAD_PAGE_SIZE);
  const send = useReplyToBug(bugId);
  const draft = useReplyDraft(REPLY_MAX, { required: t('thread.required'), tooLong: t('thread.tooLong', { max: REPLY_MAX }) });

  const reply = async (content: string) => {
    const result = await withLoading(send.mutateAsync(content));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    draft.clear();
    notifySuccess(t('thread.sent'));
  };

  return (
    <Stack gap="3">
      <Async state={thread} isEmpty={(d) => d.comments.length === 0} emptyText={t('thread.empty')}>
        {(data) => (
          <>
            <ThreadEntries entries={data.comments} labels={{ staff: t('thread.staff') }} portraits />
            <Paginator page={page} pageSize={THREAD_PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </>
        )}
      </Async>
      <ReplyBox
        draft={draft}
        label={t('thread.reply')}
        labelHidden
        placeholder={t('thread.placeholder')}
        count={t('thread.count', { count: draft.length, max: REPLY_MAX })}
        sendLabel={t('thread.send')}
        onSend={(content) => void reply(content)}
      />
    </Stack>
  );
}
