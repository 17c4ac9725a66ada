// A table's frame: on a narrow screen the table keeps a readable width (32rem, rather than squeezing
// its columns to a character a line) and scrolls sideways inside the frame, never the page. The
// frame takes keyboard focus, so a table without links can be scrolled without a pointer too
// (WCAG 2.1.1; axe's scrollable-region-focusable).
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

export function TableScroll({ children, mt }: { children: ReactNode; mt?: string }) {
  return (
    <Box
      overflowX="auto"
      tabIndex={0}
      mt={mt}
      borderRadius="sm"
      css={{ '& > table': { minWidth: '32rem' } }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
    >
      {children}
    </Box>
  );
}
