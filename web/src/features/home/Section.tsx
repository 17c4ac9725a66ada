// A home-page block: heading, optional 'view more' link, content.
import type { ReactNode } from 'react';
import { Box, Flex, Heading, Link } from '@chakra-ui/react';
import { AppLink } from '../../components/AppLink';

export function Section({ title, moreHref, moreLabel, children }: { title: string; moreHref?: string; moreLabel?: string; children: ReactNode }) {
  return (
    <Box as="section" bg="white" borderWidth="1px" borderRadius="lg" p="6">
      <Flex justify="space-between" align="center" mb="4">
        <Heading as="h2" size="lg" borderLeftWidth="4px" borderColor="blue.600" pl="3">
          {title}
        </Heading>
        {moreHref && moreLabel && (
          <Link asChild color="blue.600" fontSize="sm">
            <AppLink href={moreHref}>{moreLabel} →</AppLink>
          </Link>
        )}
      </Flex>
      {children}
    </Box>
  );
}
