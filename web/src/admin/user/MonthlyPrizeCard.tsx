// The monthly ranking prize (contract runMonthlyPrize): pick a month that has ended, confirm, and
// see who got what. A month already awarded answers its first awards and posts nothing again.
import { useState } from 'react';
import { Button, Field, HStack, Input, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { AppLink } from '@web/components/AppLink';
import { showFailure } from '@web/lib/ui';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { ConsoleCard } from '../components/ConsolePage';
import { useMonthlyPrize } from './api';
import { Retcode } from '@generated/enums';
import { formatMonth, monthOf, monthStart } from '@common/contract-time';

type PrizeResult = components['schemas']['AdminMonthlyPrizeResult'];

/** The UTC+8 month before `now`, as 'YYYY-MM' (the newest month that has surely ended). */
export function previousMonth(now = new Date()): string {
  const { year, month } = monthOf(now);
  return formatMonth(monthStart(year, month - 1));
}

export function MonthlyPrizeCard() {
  const { t } = useTranslation('adminPeople');
  const run = useMonthlyPrize();
  const [month, setMonth] = useState(previousMonth);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ month: string; result: PrizeResult } | null>(null);

  const open = () => {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return setProblem(t('prize.monthInvalid'));
    setProblem(null);
    setConfirming(true);
  };
  const award = async () => {
    const result = await run.mutateAsync(month);
    setConfirming(false);
    if (result.ok) return setOutcome({ month, result: result.data });
    if (result.retcode === Retcode.InvalidField || result.retcode === Retcode.StateNotAllowed) return setProblem(result.retmsg || t('common:unknownError'));
    showFailure(result, t('common:unknownError'));
  };

  return (
    <ConsoleCard title={t('prize.title')}>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('prize.intro')}
      </Text>
      <HStack align="flex-end" gap="3" wrap="wrap">
        <Field.Root invalid={Boolean(problem)} w="auto" ids={{ control: 'prize-month' }}>
          <Field.Label>{t('prize.month')}</Field.Label>
          <Input type="month" size="sm" value={month} onChange={(e) => setMonth(e.currentTarget.value)} />
        </Field.Root>
        <Button size="sm" colorPalette="blue" onClick={open}>
          {t('prize.run')}
        </Button>
      </HStack>
      {problem && (
        <Text role="alert" color="red.700" fontSize="sm" mt="2">
          {problem}
        </Text>
      )}
      {outcome && (
        <>
          <Text mt="4" fontWeight="medium" role="status">
            {t(outcome.result.alreadyDone ? 'prize.alreadyDone' : 'prize.done', { month: outcome.month })}
          </Text>
          {outcome.result.awarded.length === 0 ? (
            <Text color="fg.muted">{t('prize.nobody')}</Text>
          ) : (
            <Table.Root size="sm" mt="2" maxW="md">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('prize.rank')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('prize.user')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('prize.coins')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {outcome.result.awarded.map((a) => (
                  <Table.Row key={a.userId}>
                    <Table.Cell>{a.rank}</Table.Cell>
                    <Table.Cell>
                      <AppLink href={`/users?keyword=${a.userId}`}>{t('prize.userId', { id: a.userId })}</AppLink>
                    </Table.Cell>
                    <Table.Cell>+{a.coins}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </>
      )}
      <ConfirmActionDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('prize.confirmTitle')}
        confirmLabel={t('prize.run')}
        busy={run.isPending}
        onConfirm={() => void award()}
      >
        <Text>{t('prize.confirmText', { month })}</Text>
      </ConfirmActionDialog>
    </ConsoleCard>
  );
}
