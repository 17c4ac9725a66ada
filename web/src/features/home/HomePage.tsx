// Home (docs/rules.md#screens-and-routes): banners, latest announcements, the monthly honour table (not in English), latest
// blogs, gifts, about, quick links and follow-us; English adds the email-reporting instructions.
// A failed banner call leaves the carousel out rather than showing an error above the page.
import { Box, Stack } from '@chakra-ui/react';
import { EmailReporting } from '../../components/EmailReporting';
import { ResponseStats } from '../../components/ResponseStats';
import { useLanguage } from '../../lib/language/useLanguage';
import { AboutBlock } from './AboutBlock';
import { useBanners } from './api';
import { BannerCarousel, useBannerSize } from './BannerCarousel';
import { FeaturedGifts } from './FeaturedGifts';
import { HonourTable } from './HonourTable';
import { LatestAnnouncements } from './LatestAnnouncements';
import { LatestBlogs } from './LatestBlogs';
import { Section } from './Section';

export function HomePage() {
  const english = useLanguage() === 'en';
  const banners = useBanners();
  const bannerHeight = useBannerSize().height;
  return (
    <>
      {/* No banner, or none loaded: the page simply starts with its blocks. */}
      {banners.data && banners.data.banners.length > 0 && <BannerCarousel banners={banners.data.banners} />}
      {banners.isPending && <Box height={`${bannerHeight}px`} bg="blue.900" />}
      <Box maxW="1200px" mx="auto" px="4" py="8">
        <Stack gap="6">
          {english && <EmailReporting />}
          <LatestAnnouncements />
          {!english && <HonourTable />}
          <LatestBlogs />
          <FeaturedGifts />
          <ResponseStats frame={(title, body) => <Section title={title}>{body}</Section>} />
          <AboutBlock />
        </Stack>
      </Box>
    </>
  );
}
