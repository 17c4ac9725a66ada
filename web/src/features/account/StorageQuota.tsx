// The researcher's upload storage on the centre home: how much of the quota their files take and
// what is left (uploads nothing uses are deleted after a day, which frees space).
import { Box, Progress, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Async } from '../../components/feedback/StateBlocks';
import { useUploadQuota } from './api';

/** Bytes as the largest whole unit that keeps one decimal: 512 B, 1.5 MB, 2.0 GB. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

export function StorageQuota() {
  const { t } = useTranslation('account');
  const quota = useUploadQuota();
  return (
    <Async state={quota}>
      {({ used, left, quota: total }) => (
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="1">
            {t('home.storage')}
          </Text>
          <Progress.Root value={total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 100} size="sm" colorPalette={left > 0 ? 'blue' : 'red'}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" color="fg.muted" mt="1" data-testid="storage-quota">
            {t('home.storageUsage', { used: formatBytes(used), left: formatBytes(left), quota: formatBytes(total) })}
          </Text>
        </Box>
      )}
    </Async>
  );
}
