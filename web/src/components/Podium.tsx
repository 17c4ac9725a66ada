// The top-3 podium of a ranking (docs/rules.md#screens-and-routes): second, first, third from left to right; a missing
// place shows 'empty seat'.
import { Box, Button, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Picture } from './Picture';

export interface PodiumEntry {
  key: string | number;
  name: string;
  score: string;
  portrait?: string;
  detail?: string;
  onSelect?: () => void;
}

/** The places a podium holds: a ranking's first page shows them on it and lists the rest below. */
export const PODIUM_PLACES = 3;

const ORDER = [1, 0, 2] as const;
const HEIGHT = ['36', '28', '24'] as const;
const COLOR = ['yellow.400', 'gray.400', 'orange.400'] as const;

/** The three seats, first to third; null where nobody has the place. */
export function podiumSeats<T>(entries: readonly T[]): (T | null)[] {
  return [0, 1, 2].map((i) => entries[i] ?? null);
}

export function Podium({ entries }: { entries: readonly PodiumEntry[] }) {
  const { t } = useTranslation();
  const seats = podiumSeats(entries);
  return (
    <Box display="flex" alignItems="flex-end" justifyContent="center" gap={{ base: '2', md: '6' }} py="4" data-testid="podium">
      {ORDER.map((place) => {
        const entry = seats[place];
        return (
          <VStack key={place} gap="2" width={{ base: '28', md: '40' }} data-place={place + 1}>
            {entry ? (
              <>
                <Picture src={entry.portrait ?? ''} alt="" boxSize={place === 0 ? '16' : '12'} borderRadius="full" borderWidth="3px" borderColor={COLOR[place]} />
                {entry.onSelect ? (
                  <Button variant="plain" p="0" h="auto" fontWeight="semibold" onClick={entry.onSelect} maxW="full">
                    <Text truncate>{entry.name}</Text>
                  </Button>
                ) : (
                  <Text fontWeight="semibold" truncate maxW="full">
                    {entry.name}
                  </Text>
                )}
                {entry.detail && (
                  <Text fontSize="xs" color="fg.muted" truncate maxW="full">
                    {entry.detail}
                  </Text>
                )}
                <Text fontSize="sm" color="blue.700">
                  {entry.score}
                </Text>
              </>
            ) : (
              <>
                <Box boxSize="12" borderRadius="full" borderWidth="2px" borderStyle="dashed" borderColor="gray.300" />
                <Text color="fg.muted">{t('emptySeat')}</Text>
              </>
            )}
            <Box width="full" h={HEIGHT[place]} bg={COLOR[place]} borderTopRadius="md" display="flex" alignItems="flex-start" justifyContent="center" pt="2">
              <Text fontSize="2xl" fontWeight="bold" color="white">
                {place + 1}
              </Text>
            </Box>
          </VStack>
        );
      })}
    </Box>
  );
}
