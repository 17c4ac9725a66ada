// The report's whole thread as staff see it (oldest first): researcher messages, staff replies
// (shown to the researcher under the team label) and internal notes, which only staff read and
// which stand out (amber background, an "Internal note" label). The reply box counts up to 500
// characters, can post an internal note instead, and inserts a saved reply to edit before sending
// (its placeholders previewed filled under the box, as the researcher will read them);
// only a member whose roles may comment has it.
import { useState } from 'react';
import { Checkbox, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../components/lists/Paginator';
import { Async } from '../../../components/feedback/StateBlocks';
import { ReplyBox } from '../../../components/thread/ReplyBox';
import { ThreadEntries } from '../../../components/thread/ThreadEntries';
import { useReplyDraft } from '../../../components/thread/useReplyDraft';
import { notifySuccess } from '../../../lib/notify';
import { showFailure, withLoading } from '../../../lib/ui';
import { THREAD_PAGE_SIZE, useBugThread, useReplyToBug } from '../api';
import type { Language } from '@generated/enums';
import { appended, CommonResponsePicker } from '../responses/CommonResponsePicker';
import { ResponsePreview } from '../responses/ResponsePreview';
import { REPLY_MAX } from '../textLimits';
import { useStaffCan } from '../../components/useStaffCan';

function StaffReplyBox({ bugId, reportLanguage }: { bugId: number; reportLanguage: Language }) {
  const { t } = useTranslation('adminBugs');
  const reply = useReplyToBug(bugId);
  const [internal, setInternal] = useState(false);
  const draft = useReplyDraft(REPLY_MAX, { required: t('thread.required'), tooLong: t('form.tooLong', { max: REPLY_MAX }) });

  const send = async (content: string) => {
    const result = await withLoading(reply.mutateAsync({ content, ...(internal ? { internal: true } : {}) }));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    draft.clear();
    notifySuccess(t(internal ? 'thread.noted' : 'thread.sent'));
  };

  return (
    <ReplyBox
      draft={draft}
      label={t(internal ? 'thread.noteLabel' : 'thread.reply')}
      placeholder={t(internal ? 'thread.notePlaceholder' : 'thread.placeholder')}
      rows={4}
      count={t('thread.count', { count: draft.length, max: REPLY_MAX })}
      sendLabel={t(internal ? 'thread.sendNote' : 'thread.send')}
      onSend={(content) => void send(content)}
      colorPalette={internal ? 'yellow' : 'blue'}
      note={internal}
      above={<CommonResponsePicker reportLanguage={reportLanguage} onPick={(content) => draft.setText(appended(draft.text, content))} />}
      // A note is filled too, but no researcher reads it: nothing to preview for them.
      below={internal ? undefined : <ResponsePreview bugId={bugId} text={draft.text} />}
      beside={
        <Checkbox.Root size="sm" checked={internal} onCheckedChange={(e) => setInternal(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('thread.internalToggle')}</Checkbox.Label>
        </Checkbox.Root>
      }
    />
  );
}

export function BugReviewThread({ bugId, reportLanguage }: { bugId: number; reportLanguage: Language }) {
  const { t } = useTranslation('adminBugs');
  const [page, setPage] = useState(1);
  const thread = useBugThread(bugId, page);
  const canReply = useStaffCan()('POST /v2/admin/api/bug/{id}/comment');
  return (
    <Stack gap="4">
      <Async state={thread} isEmpty={(d) => d.comments.length === 0} emptyText={t('thread.empty')}>
        {(data) => (
          <Stack gap="3">
            <ThreadEntries entries={data.comments} labels={{ staff: t('thread.staff'), researcher: t('thread.researcher'), internal: t('thread.internal') }} />
            <Paginator page={page} pageSize={THREAD_PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </Stack>
        )}
      </Async>
      {canReply && <StaffReplyBox bugId={bugId} reportLanguage={reportLanguage} />}
    </Stack>
  );
}
