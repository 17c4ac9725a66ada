// The shared layout: top bar, page, footer, the Top button and the site-wide widgets; runs the
// start-up calls once and scrolls to top after every navigation.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { GlobalOverlays } from '../../components/feedback/GlobalOverlays';
import { startup, STAFF_REDIRECT_MS } from '../startup';
import { Footer } from './Footer';
import { LiveNotices } from './LiveNotices';
import { TopBar } from './TopBar';
import { TopButton } from './TopButton';

const StaffNotice = lazy(async () => ({ default: (await import('./StaffNotice')).StaffNotice }));

export function Layout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const [staffEmail, setStaffEmail] = useState<string | null>(null);

  useEffect(() => {
    void startup(({ email, intranet }) => {
      setStaffEmail(email);
      setTimeout(() => window.location.assign(intranet), STAFF_REDIRECT_MS);
    });
  }, []);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);

  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <TopBar />
      <Box as="main" flex="1" width="full">
        {children}
      </Box>
      <Footer />
      <TopButton />
      <GlobalOverlays />
      <LiveNotices />
      {staffEmail !== null && (
        <Suspense fallback={null}>
          <StaffNotice email={staffEmail} />
        </Suspense>
      )}
    </Box>
  );
}
