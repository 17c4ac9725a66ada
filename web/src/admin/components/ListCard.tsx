// One row of a list shown as a card on a phone: a bordered block whose lines wrap at word breaks
// (a long title never pushes the page sideways, and no column is squeezed to a letter a line).
import type { ReactNode } from 'react';
import { Box, Stack } from '@chakra-ui/react';
import type { CursorRowProps } from './shortcuts/useListCursor';

export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="ul" gap="2" aria-label={label} listStyleType="none" m="0" p="0">
      {children}
    </Stack>
  );
}

export function ListCard({ cursor, children, unread = false, testId }: { cursor?: CursorRowProps; children: ReactNode; unread?: boolean; testId?: string }) {
  // A list item may not be "selected" (axe): the card under the cursor is the current one instead.
  const { 'aria-selected': selected, ...rest } = cursor ?? {};
  return (
    <Box
      as="li"
      data-testid={testId}
      aria-current={selected ? 'true' : undefined}
      borderWidth="1px"
      borderRadius="md"
      bg={unread ? 'blue.50' : 'white'}
      p="3"
      minW="0"
      overflowWrap="anywhere"
      {...rest}
    >
      {children}
    </Box>
  );
}
