// The report form's optional CVSS 4.0 assessment beside the self-assessed level: closed until the
// researcher asks for it, so the calculator and its scoring library load only then.
import { lazy, Suspense, useState } from 'react';
import { Box, Button, Field, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../components/feedback/StateBlocks';

const CvssCalculator = lazy(() => import('../../components/cvss/CvssCalculator').then((m) => ({ default: m.CvssCalculator })));

export function CvssField({ value, onChange, problem }: { value: string; onChange: (v: string) => void; problem?: string }) {
  const { t } = useTranslation('cvss');
  const [open, setOpen] = useState(value !== '');
  return (
    <Box id="bug-field-cvssVector">
      <Field.Root invalid={Boolean(problem)}>
        <Field.Label>{t('title')}</Field.Label>
        {open ? (
          <Stack gap="2" width="full">
            <Suspense fallback={<LoadingBlock minH="20" />}>
              <CvssCalculator id="bug-cvssVector" value={value} onChange={onChange} invalid={Boolean(problem)} />
            </Suspense>
            <Box>
              <Button size="xs" variant="ghost" onClick={() => (onChange(''), setOpen(false))}>
                {t('remove')}
              </Button>
            </Box>
          </Stack>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            {t('enable')}
          </Button>
        )}
        <Field.ErrorText>{problem}</Field.ErrorText>
      </Field.Root>
    </Box>
  );
}
