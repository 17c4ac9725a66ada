// A gift's stock changes by a relative amount (the stock operation adds it atomically, so an
// exchange made meanwhile is not overwritten), confirmed in a dialog that shows the result.
import { useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';
import { notifySuccess } from '../../lib/notify';
import { showFailure } from '../../lib/ui';
import { useAdjustStock, type Gift } from './api';
import { Retcode } from '@generated/enums';

const LIMIT = 10000;

export function GiftStockAction({ item }: { item: Gift }) {
  const { t } = useTranslation('adminContent');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const adjust = useAdjustStock();
  const delta = Number(text);
  const valid = /^-?\d+$/.test(text.trim()) && delta !== 0 && Math.abs(delta) <= LIMIT && item.num + delta >= 0;

  const close = () => {
    setOpen(false);
    setText('');
    setProblem(null);
  };

  const submit = async () => {
    if (!valid) return setProblem(t('gifts.stock.invalid', { limit: LIMIT, num: item.num }));
    const result = await adjust.mutateAsync({ id: item.id, delta });
    if (!result.ok) {
      if (result.retcode === Retcode.InvalidField) return setProblem(result.retmsg);
      return showFailure(result, t('common:unknownError'));
    }
    notifySuccess(t('gifts.stock.done', { num: result.data.num }));
    close();
  };

  return (
    <>
      {/* The name starts with the visible text (label in name, WCAG 2.5.3; axe checks it). */}
      <Button size="xs" variant="ghost" aria-label={t('gifts.stock.openNamed', { name: item.name })} onClick={() => setOpen(true)}>
        {t('gifts.stock.open')}
      </Button>
      <AppDialog
        open={open}
        onClose={close}
        title={t('gifts.stock.title', { name: item.name })}
        footer={
          <HStack>
            <Button variant="outline" onClick={close}>
              {t('common:cancel')}
            </Button>
            <Button colorPalette="blue" loading={adjust.isPending} onClick={() => void submit()}>
              {t('gifts.stock.confirm')}
            </Button>
          </HStack>
        }
      >
        <Stack gap="3">
          <Text>{t('gifts.stock.current', { num: item.num })}</Text>
          <Field.Root invalid={Boolean(problem)}>
            <Field.Label>{t('gifts.stock.delta')}</Field.Label>
            <Input
              type="number"
              step={1}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setProblem(null);
              }}
            />
            <Field.HelperText>{valid ? t('gifts.stock.after', { num: item.num + delta }) : t('gifts.stock.hint', { limit: LIMIT })}</Field.HelperText>
            <Field.ErrorText>{problem}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </AppDialog>
    </>
  );
}
