// The 'Top' button, shown once the page is scrolled more than two viewport heights (docs/rules.md#screens-and-routes).
import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function shouldShowTop(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight * 2;
}

export function TopButton() {
  const { t } = useTranslation('layout');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(shouldShowTop(window.scrollY, window.innerHeight));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (!visible) return null;
  return (
    <Button position="fixed" right="6" bottom="10" zIndex="docked" colorPalette="blue" borderRadius="full" boxShadow="md" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      {t('top')}
    </Button>
  );
}
