// The image preview of rich content: yet-another-react-lightbox with its zoom plugin. Loaded only
// when a reader first opens an image (SafeHtml imports it lazily), so no page pays for it up front.
// The library traps focus (the rest of the page is inert while it is open), answers the arrows and
// Escape, and gives focus back to the image it was opened from.
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { useTranslation } from 'react-i18next';

export interface LightboxImage {
  src: string;
  alt: string;
}

export interface ImageLightboxProps {
  images: LightboxImage[];
  index: number;
  onClose: () => void;
}

export default function ImageLightbox({ images, index, onClose }: ImageLightboxProps) {
  // Its own namespace, loaded with the preview (common comes with every page).
  const { t } = useTranslation('lightbox');
  const single = images.length < 2;
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={images.map(({ src, alt }) => ({ src, alt }))}
      plugins={[Zoom]}
      zoom={{ maxZoomPixelRatio: 4, scrollToZoom: true }}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      // One image needs no previous/next buttons.
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Lightbox: t('title'),
        'Photo gallery': t('gallery'),
        Carousel: t('carousel'),
        Slide: t('slide'),
        '{index} of {total}': t('position', { index: '{index}', total: '{total}' }),
        Previous: t('previous'),
        Next: t('next'),
        Close: t('close'),
        'Zoom in': t('zoomIn'),
        'Zoom out': t('zoomOut'),
      }}
    />
  );
}
