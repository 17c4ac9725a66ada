// The like toggle (spec §4): like posts, unlike deletes; the count follows the server's answer.
// Visitors get the 'not logged in' notice. English mode shows the count only (spec §6).
import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { showFailure, withLoading } from '../../lib/ui';
import { call } from '../../lib/api';
import { api } from '../../lib/apiClient';
import { formatCount } from '../../lib/formats';
import { pageLanguage } from '../../lib/language';
import { requireSignIn } from '../../lib/requireSignIn';

export function LikeButton({ articleId, voted, voteCnt }: { articleId: number; voted: boolean; voteCnt: number }) {
  const { t } = useTranslation('blog');
  const [state, setState] = useState({ voted, voteCnt });
  const [busy, setBusy] = useState(false);

  if (pageLanguage() === 'en') return <Text color="fg.muted">{t('likes', { count: state.voteCnt, formatted: formatCount(state.voteCnt) })}</Text>;

  const toggle = async () => {
    if (!requireSignIn()) return;
    setBusy(true);
    const options = { params: { path: { id: articleId } } };
    const result = await withLoading(call(() => (state.voted ? api.DELETE('/v2/api/blog/article/{id}/vote', options) : api.POST('/v2/api/blog/article/{id}/vote', options))));
    setBusy(false);
    if (result.ok) setState({ voted: result.data.voted, voteCnt: result.data.voteCnt });
    else showFailure(result, t('common:unknownError'));
  };

  return (
    <Button
      variant={state.voted ? 'solid' : 'outline'}
      colorPalette="red"
      borderRadius="full"
      aria-pressed={state.voted}
      disabled={busy}
      onClick={() => void toggle()}
    >
      {state.voted ? '♥' : '♡'} {state.voted ? t('liked') : t('like')} · {formatCount(state.voteCnt)}
    </Button>
  );
}
