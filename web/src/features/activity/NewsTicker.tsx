// The latest-news ticker (docs/rules.md#limits): more than 7 items scroll upwards one pixel every 30 ms and
// loop; hovering pauses it. Seven or fewer stand still.
import { useEffect, useRef, useState } from 'react';
import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { Picture } from '../../components/Picture';
import { monthDay } from '../../lib/formats';

type NewsItem = components['schemas']['ActivityNewsItem'];

export const TICKER_VISIBLE = 7;
export const TICKER_STEP_MS = 30;
const ROW_PX = 44;

/** The next scroll offset: one pixel further, back to 0 after one whole copy of the list. */
export function nextTickerOffset(offset: number, itemCount: number): number {
  const next = offset + 1;
  return next >= itemCount * ROW_PX ? 0 : next;
}

function NewsRow({ item }: { item: NewsItem }) {
  const { t } = useTranslation('activity');
  return (
    <HStack h={`${ROW_PX}px`} gap="3" fontSize="sm" px="1">
      <Picture src={item.portrait} alt="" boxSize="7" borderRadius="full" flexShrink={0} />
      <Text flex="1" truncate>
        {t('newsLine', { nickname: item.nickname, score: item.score })}
      </Text>
      <Text color="fg.muted" fontSize="xs">
        {monthDay(item.time)}
      </Text>
    </HStack>
  );
}

export function NewsTicker({ news }: { news: NewsItem[] }) {
  const scrolls = news.length > TICKER_VISIBLE;
  const [offset, setOffset] = useState(0);
  const paused = useRef(false);

  useEffect(() => {
    if (!scrolls) return;
    const timer = setInterval(() => {
      if (!paused.current) setOffset((o) => nextTickerOffset(o, news.length));
    }, TICKER_STEP_MS);
    return () => clearInterval(timer);
  }, [scrolls, news.length]);

  const rows = scrolls ? [...news, ...news] : news;
  return (
    <Box
      h={`${Math.min(news.length, TICKER_VISIBLE) * ROW_PX}px`}
      overflow="hidden"
      aria-live="off"
      onMouseEnter={() => (paused.current = true)}
      onMouseLeave={() => (paused.current = false)}
    >
      <Box style={{ transform: `translateY(-${offset}px)` }}>
        {rows.map((item, i) => (
          <NewsRow key={i} item={item} />
        ))}
      </Box>
    </Box>
  );
}
