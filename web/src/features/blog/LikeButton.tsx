// The like toggle (docs/rules.md#states-and-transitions): like posts, unlike deletes; the count follows the server's answer
// (written into the cached article, which renders this button again). Visitors get the 'not logged
// in' notice. English mode shows the count only (docs/rules.md#roles).
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { showFailure, withLoading } from '../../lib/ui';
import { formatCount } from '../../lib/formats';
import { useLanguage } from '../../lib/language/useLanguage';
import { requireSignIn } from '../../lib/session/requireSignIn';
import { useBlogVote } from './api';

export function LikeButton({ articleId, voted, voteCnt }: { articleId: number; voted: boolean; voteCnt: number }) {
  const { t } = useTranslation('blog');
  const vote = useBlogVote(articleId);
  const lang = useLanguage();

  if (lang === 'en') return <Text color="fg.muted">{t('likes', { count: voteCnt, formatted: formatCount(voteCnt) })}</Text>;

  const toggle = async () => {
    if (!requireSignIn()) return;
    const result = await withLoading(vote.mutateAsync(voted));
    if (!result.ok) showFailure(result, t('common:unknownError'));
  };

  return (
    <Button variant={voted ? 'solid' : 'outline'} colorPalette="red" borderRadius="full" aria-pressed={voted} disabled={vote.isPending} onClick={() => void toggle()}>
      {voted ? '♥' : '♡'} {voted ? t('liked') : t('like')} · {formatCount(voteCnt)}
    </Button>
  );
}
