// The load-more button under a list; 'no more' once everything is shown.
import { Box, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function LoadMore({ hasMore, loading, onMore }: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  return (
    <Box textAlign="center" py="6">
      {hasMore ? (
        <Button variant="outline" loading={loading} onClick={onMore}>
          {t('loadMore')}
        </Button>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          {t('noMore')}
        </Text>
      )}
    </Box>
  );
}
