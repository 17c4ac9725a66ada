// The report's whole thread as staff see it (oldest first): researcher messages, staff replies
// (shown to the researcher under the team label) and internal notes, which only staff read and
// which stand out (amber background, an "Internal note" label). The reply box counts up to 500
// characters, can post an internal note instead, and inserts a saved reply to edit before sending
// (its placeholders previewed filled under the box, as the researcher will read them); only a member
// whose roles may comment has it. In a note, @ suggests staff to mention (each gets an inbox item of
// their own); a link to a note (#comment-<id>, a mention's inbox item) scrolls to it.
import { useEffect, useRef, useState } from 'react';
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
import { useReplyShortcuts } from './useReviewShortcuts';
import { insertMention, mentionedIds } from './mentions';
import { MentionSuggest } from './MentionSuggest';

function StaffReplyBox({ bugId, reportLanguage }: { bugId: number; reportLanguage: Language }) {
  const { t } = useTranslation('adminBugs');
  const reply = useReplyToBug(bugId);
  const [internal, setInternal] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  useReplyShortcuts(box, setInternal);
  // The members picked from the @ suggestions, by id: sent as mentions while the note names them.
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(new Map());
  const draft = useReplyDraft(REPLY_MAX, { required: t('thread.required'), tooLong: t('form.tooLong', { max: REPLY_MAX }) });

  const send = async (content: string) => {
    const mentions = internal ? mentionedIds(content, picked) : [];
    const result = await withLoading(reply.mutateAsync({ content, ...(internal ? { internal: true } : {}), ...(mentions.length > 0 ? { mentions } : {}) }));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    draft.clear();
    setPicked(new Map());
    notifySuccess(t(internal ? 'thread.noted' : 'thread.sent'));
  };

  return (
    <ReplyBox
      draft={draft}
      textareaRef={box}
      label={t(internal ? 'thread.noteLabel' : 'thread.reply')}
      placeholder={t(internal ? 'thread.notePlaceholder' : 'thread.placeholder')}
      rows={4}
      count={t('thread.count', { count: draft.length, max: REPLY_MAX })}
      sendLabel={t(internal ? 'thread.sendNote' : 'thread.send')}
      onSend={(content) => void send(content)}
      colorPalette={internal ? 'yellow' : 'blue'}
      note={internal}
      above={
        <>
          <CommonResponsePicker reportLanguage={reportLanguage} onPick={(content) => draft.setText(appended(draft.text, content))} />
          {internal && (
            <MentionSuggest
              text={draft.text}
              onPick={(who) => {
                draft.setText(insertMention(draft.text, who.nickname));
                setPicked((m) => new Map(m).set(who.userId, who.nickname));
              }}
            />
          )}
        </>
      }
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

/** The note a link asked for (`#comment-<id>`), or null. */
function linkedComment(): number | null {
  const m = /^#comment-(\d{1,10})$/.exec(window.location.hash);
  return m ? Number(m[1]) : null;
}

/** Scrolls once to the linked note; the newest page holds a fresh mention, so it is tried when the first does not. */
function useScrollToLinked(comments: readonly { id: number }[] | undefined, total: number, page: number, setPage: (p: number) => void) {
  const [target, setTarget] = useState(linkedComment);
  useEffect(() => {
    if (target === null || !comments) return;
    if (comments.some((c) => c.id === target)) {
      document.getElementById(`comment-${target}`)?.scrollIntoView({ block: 'center' });
      setTarget(null);
    } else if (page === 1 && total > THREAD_PAGE_SIZE) setPage(Math.ceil(total / THREAD_PAGE_SIZE));
    else setTarget(null);
  }, [target, comments, total, page, setPage]);
}

export function BugReviewThread({ bugId, reportLanguage }: { bugId: number; reportLanguage: Language }) {
  const { t } = useTranslation('adminBugs');
  const [page, setPage] = useState(1);
  const thread = useBugThread(bugId, page);
  const canReply = useStaffCan()('POST /v2/admin/api/bug/{id}/comment');
  useScrollToLinked(thread.data?.comments, thread.data?.total ?? 0, page, setPage);
  return (
    <Stack gap="4">
      <Async state={thread} isEmpty={(d) => d.comments.length === 0} emptyText={t('thread.empty')}>
        {(data) => (
          <Stack gap="3">
            <ThreadEntries entries={data.comments} anchorPrefix="comment-" labels={{ staff: t('thread.staff'), researcher: t('thread.researcher'), internal: t('thread.internal') }} />
            <Paginator page={page} pageSize={THREAD_PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </Stack>
        )}
      </Async>
      {canReply && <StaffReplyBox bugId={bugId} reportLanguage={reportLanguage} />}
    </Stack>
  );
}
