// Home (spec §2): banners, latest announcements, the monthly honour table (not in English), latest
// blogs, gifts, about, quick links and follow-us; English adds the email-reporting instructions.
// A failed banner call leaves the carousel out rather than showing an error above the page.
import { Box, Stack } from '@chakra-ui/react';
import { EmailReporting } from '../../components/EmailReporting';
import { call } from '../../lib/api';
import { api } from '../../lib/apiClient';
import { pageLanguage } from '../../lib/language';
import { useApi } from '../../lib/useApi';
import { AboutBlock } from './AboutBlock';
import { BannerCarousel } from './BannerCarousel';
import { FeaturedGifts } from './FeaturedGifts';
import { HonourTable } from './HonourTable';
import { LatestAnnouncements } from './LatestAnnouncements';
import { LatestBlogs } from './LatestBlogs';

export function HomePage() {
  const english = pageLanguage() === 'en';
  const banners = useApi('banners', () => call(() => api.GET('/v2/api/banner')));
  return (
    <>
      {/* No banner, or none loaded: the page simply starts with its blocks. */}
      {banners.status === 'ok' && banners.data.banners.length > 0 && <BannerCarousel banners={banners.data.banners} />}
      {banners.status === 'loading' && <Box height="350px" bg="blue.900" />}
      <Box maxW="1200px" mx="auto" px="4" py="8">
        <Stack gap="6">
          {english && <EmailReporting />}
          <LatestAnnouncements />
          {!english && <HonourTable />}
          <LatestBlogs />
          <FeaturedGifts />
          <AboutBlock />
        </Stack>
      </Box>
    </>
  );
}
