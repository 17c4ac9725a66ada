// The bar at the top of a live list: "3 条新内容 — 显示" / "3 new — show". The new rows wait behind it
// (useHeldRows) so nothing moves under the reader's cursor; a click shows them.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function NewRowsBar({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useTranslation('admin');
  if (count === 0) return null;
  return (
    <HStack role="status" justify="center" gap="2" bg="blue.50" borderRadius="md" px="3" py="1.5" mb="3">
      <Text fontSize="sm">{t('live.newRows', { count })}</Text>
      <Button size="xs" variant="outline" colorPalette="blue" onClick={onShow}>
        {t('live.show')}
      </Button>
    </HStack>
  );
}
