// The staff suggested while an @name is typed in an internal note: the assignee list's staff accounts
// (listBugAssignees) matching what follows the @; picking one writes the name into the note.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAssignees } from '../api';
import { mentionQuery } from './mentions';

export interface MentionPick {
  userId: number;
  nickname: string;
}

export function MentionSuggest({ text, onPick }: { text: string; onPick: (who: MentionPick) => void }) {
  const query = mentionQuery(text);
  return query === null ? null : <Suggestions query={query} onPick={onPick} />;
}

function Suggestions({ query, onPick }: { query: string; onPick: (who: MentionPick) => void }) {
  const { t } = useTranslation('admin');
  const staff = useAssignees(query);
  if (staff.isPending) return null;
  const people = staff.data?.staff ?? [];
  return (
    <Stack role="group" aria-label={t('live.mentionSuggestions')} gap="1" borderWidth="1px" borderRadius="md" p="1.5" bg="white" maxH="40" overflowY="auto">
      {people.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" px="2">
          {t('live.mentionNone')}
        </Text>
      ) : (
        people.slice(0, 8).map((p) => (
          <Button key={p.userId} size="xs" variant="ghost" justifyContent="flex-start" onClick={() => onPick({ userId: p.userId, nickname: p.nickname })}>
            @{p.nickname}
            <Text as="span" color="fg.muted" fontWeight="normal" ms="2">
              {p.email}
            </Text>
          </Button>
        ))
      )}
    </Stack>
  );
}
