// A console screen's frame: its heading (h1), actions beside it, and the content below.
import type { ReactNode } from 'react';
import { Box, Flex, Heading } from '@chakra-ui/react';

export function ConsolePage({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box maxW="1400px" mx="auto">
      <Flex align="center" justify="space-between" gap="3" mb="4" wrap="wrap">
        <Heading as="h1" size="xl" color="gray.900">
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}

/** A white card for a console block (a table, a form, a figure). */
export function ConsoleCard({ children, title }: { children: ReactNode; title?: ReactNode }) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" p="4" mb="4">
      {title && (
        <Heading as="h2" size="md" mb="3">
          {title}
        </Heading>
      )}
      {children}
    </Box>
  );
}
