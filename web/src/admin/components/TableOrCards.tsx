// A list's two faces: the table (scrolling sideways inside its box when wide) or, on a phone, the
// cards given instead, one per row, which fit the width without scrolling.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { useIsPhone } from './useIsPhone';

export function TableOrCards({ cards, children }: { cards: ReactNode; children: ReactNode }) {
  const phone = useIsPhone();
  if (phone) return <>{cards}</>;
  return <Box overflowX="auto">{children}</Box>;
}
