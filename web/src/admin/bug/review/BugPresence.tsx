// Who else has this report open now: "张三 正在查看" / "Zhang San is viewing", with their portraits,
// kept live by usePresence. Nothing shows while the reader is alone.
import { Box, HStack, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePresence, type Viewer } from './usePresence';

export function PresenceChips({ viewers }: { viewers: Viewer[] }) {
  const { t } = useTranslation('admin');
  if (viewers.length === 0) return null;
  const names = viewers.map((v) => v.nickname).join(t('live.nameSeparator'));
  return (
    <HStack gap="2" role="status" aria-label={t('live.viewers')} bg="green.50" borderRadius="full" px="3" py="1" w="fit-content">
      <HStack gap="-1" aria-hidden="true">
        {viewers.map((v) => (
          <Box key={v.userId} boxSize="5" borderRadius="full" overflow="hidden" borderWidth="1px" borderColor="white" bg="green.200">
            {v.portrait && <Image src={v.portrait} alt="" boxSize="5" />}
          </Box>
        ))}
      </HStack>
      <Text fontSize="sm">{t('live.viewing', { count: viewers.length, names })}</Text>
    </HStack>
  );
}

export function BugPresence({ bugId }: { bugId: number }) {
  return <PresenceChips viewers={usePresence(bugId)} />;
}
