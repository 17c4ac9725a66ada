// Rich HTML from the API, always passed through the site's sanitiser before it is shown. Its images
// open in the one image preview (zoom, previous/next, keyboard) — loaded on the first click.
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';
import { sanitizeHtml } from '../lib/sanitize';
import { interlacedRowsCss } from './interlacedTables';
import type { LightboxImage } from './lightbox/ImageLightbox';

const ImageLightbox = lazy(() => import('./lightbox/ImageLightbox'));

/** The images of the content a reader may open: not those inside a link, which keep the link's action. */
function previewable(root: HTMLElement): HTMLImageElement[] {
  return Array.from(root.querySelectorAll('img')).filter((img) => img.getAttribute('src') && !img.closest('a'));
}

export function SafeHtml({ html, ...rest }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<{ images: LightboxImage[]; index: number } | null>(null);

  // Each image a reader may open is reachable with the keyboard; its alt text stays its name.
  useEffect(() => {
    if (!ref.current) return;
    for (const img of previewable(ref.current)) {
      img.tabIndex = 0;
      img.dataset.preview = '';
    }
  }, [clean]);

  const openAt = (target: EventTarget | null) => {
    if (!ref.current || !(target instanceof HTMLImageElement)) return false;
    const images = previewable(ref.current);
    const index = images.indexOf(target);
    if (index < 0) return false;
    setOpen({ images: images.map((img) => ({ src: img.currentSrc || img.src, alt: img.alt })), index });
    return true;
  };
  const onClick = (event: MouseEvent) => {
    if (openAt(event.target)) event.preventDefault();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key === 'Enter' || event.key === ' ') && openAt(event.target)) event.preventDefault();
  };

  return (
    <>
      <Box
        ref={ref}
        className="rich-content"
        lineHeight="tall"
        css={{
          '& p': { mb: '3' },
          '& h1, & h2, & h3': { fontWeight: 'bold', mt: '6', mb: '3', fontSize: 'xl' },
          '& img': { maxW: '100%', h: 'auto' },
          '& img[data-preview]': { cursor: 'zoom-in' },
          '& img[data-preview]:focus-visible': { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' },
          '& a': { color: 'blue.600', textDecoration: 'underline' },
          '& ul, & ol': { pl: '6', mb: '3' },
          '& table': { borderCollapse: 'collapse', mb: '3' },
          '& td, & th': { borderWidth: '1px', px: '2', py: '1' },
          ...interlacedRowsCss,
          '& pre': { bg: 'gray.100', p: '3', overflowX: 'auto', borderRadius: 'md' },
        }}
        {...rest}
        onClick={onClick}
        onKeyDown={onKeyDown}
        dangerouslySetInnerHTML={{ __html: clean }}
      />
      {open && (
        <Suspense fallback={null}>
          <ImageLightbox images={open.images} index={open.index} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
