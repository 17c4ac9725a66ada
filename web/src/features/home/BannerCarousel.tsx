// The home carousel: rotates every 5 s, pauses while hovered, the dots jump to a banner.
import { useEffect, useState } from 'react';
import { Box, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { AppLink } from '../../components/AppLink';
import { Picture } from '../../components/Picture';
import { BANNER_INTERVAL_MS, bannerSize } from './bannerSize';

type Banner = components['schemas']['Banner'];

/** The window's width without its scroll bar (a banner as wide as innerWidth would overflow it). */
function viewportWidth(): number {
  return document.documentElement.clientWidth || window.innerWidth;
}

/** The banner's size for the current window, following resizes (also the placeholder's height). */
export function useBannerSize(): { width: number; height: number } {
  const [width, setWidth] = useState(viewportWidth);
  useEffect(() => {
    const update = () => setWidth(viewportWidth());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return bannerSize(width);
}

/** Banner links are site addresses ('/v2/activity/1'); the router wants them without '/v2'. */
function routerHref(linkurl: string): string {
  return linkurl.startsWith('/v2/') ? linkurl.slice(3) : linkurl;
}

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('home');
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const size = useBannerSize();

  useEffect(() => {
    if (paused || banners.length < 2) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % banners.length), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, banners.length]);

  return (
    <Box
      position="relative"
      overflow="hidden"
      height={`${size.height}px`}
      bg="blue.900"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      aria-roledescription="carousel"
      aria-label={t('banners')}
    >
      {banners.map((banner, i) => (
        <Box
          key={banner.id}
          position="absolute"
          top="0"
          left="50%"
          width={`${size.width}px`}
          height="full"
          transform="translateX(-50%)"
          opacity={i === current ? 1 : 0}
          transition="opacity 0.6s"
          aria-hidden={i !== current}
          pointerEvents={i === current ? 'auto' : 'none'}
        >
          <AppLink href={routerHref(banner.linkurl)} tabIndex={i === current ? 0 : -1}>
            <Picture src={banner.imgurl} alt={t('bannerAlt', { n: i + 1 })} width="full" height="full" />
          </AppLink>
        </Box>
      ))}
      {banners.length > 1 && (
        <HStack position="absolute" bottom="4" left="50%" transform="translateX(-50%)" gap="2">
          {banners.map((banner, i) => (
            <Box
              as="button"
              key={banner.id}
              aria-label={t('goToBanner', { n: i + 1 })}
              aria-current={i === current}
              onClick={() => setCurrent(i)}
              width={i === current ? '6' : '2.5'}
              height="2.5"
              borderRadius="full"
              bg={i === current ? 'white' : 'whiteAlpha.600'}
              transition="width 0.3s"
              cursor="pointer"
            />
          ))}
        </HStack>
      )}
    </Box>
  );
}
