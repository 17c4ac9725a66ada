// The width and padding of a page's content, with its heading.
import type { ReactNode } from 'react';
import { Box, Heading } from '@chakra-ui/react';

export function PageContainer({ title, children, actions }: { title?: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <Box maxW="1200px" mx="auto" px="4" py="8">
      {(title || actions) && (
        <Box display="flex" alignItems="center" justifyContent="space-between" mb="6" gap="4" flexWrap="wrap">
          {title && (
            <Heading as="h1" size="2xl" color="gray.800">
              {title}
            </Heading>
          )}
          {actions}
        </Box>
      )}
      {children}
    </Box>
  );
}

export function Panel({ children, ...rest }: { children: ReactNode; p?: string; mb?: string }) {
  return (
    <Box bg="white" borderRadius="lg" borderWidth="1px" p="6" {...rest}>
      {children}
    </Box>
  );
}
