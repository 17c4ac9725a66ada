// Rich HTML from the API, always passed through the site's sanitiser before it is shown.
import { useMemo } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';
import { sanitizeHtml } from '../lib/sanitize';

export function SafeHtml({ html, ...rest }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      className="rich-content"
      lineHeight="tall"
      css={{
        '& p': { mb: '3' },
        '& h1, & h2, & h3': { fontWeight: 'bold', mt: '6', mb: '3', fontSize: 'xl' },
        '& img': { maxW: '100%', h: 'auto' },
        '& a': { color: 'blue.600', textDecoration: 'underline' },
        '& ul, & ol': { pl: '6', mb: '3' },
        '& table': { borderCollapse: 'collapse', mb: '3' },
        '& td, & th': { borderWidth: '1px', px: '2', py: '1' },
        '& pre': { bg: 'gray.100', p: '3', overflowX: 'auto', borderRadius: 'md' },
      }}
      {...rest}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
