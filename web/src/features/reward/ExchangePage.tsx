// /reward/{id}?n=…: a gift's own page (a shared or bookmarked address; the list exchanges in its
// dialog). Shows the gift, the quantity (clamped), the shipping address of a shipped gift (chosen or
// added in place); confirm posts the trade.
import { useState } from 'react';
import { Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useAppNavigate } from '../../components/AppLink';
import { PageContainer, Panel } from '../../components/layout/PageContainer';
import { Picture } from '../../components/Picture';
import { SafeHtml } from '../../components/SafeHtml';
import { Async, LoadingBlock } from '../../components/feedback/StateBlocks';
import type { PageParams } from '../../lib/appRoute';
import { clampQuantity } from '@common/exchange-quantity';
import { useSession } from '../../lib/session/session';
import { withLoading } from '../../lib/ui';
import { SignInAction } from '../../components/auth/SignInAction';
import { AddressPicker, chosenAddress } from './AddressPicker';
import { useReward, useRewardInfo, useShippingAddresses, useTrade } from './api';
import { ExchangeResultDialog } from './ExchangeResultDialog';
import { failureOutcome, needsAddress, type ExchangeOutcome } from './exchangeOutcome';
import { QuantityInput } from './QuantityInput';

export function ExchangePage({ params }: { params: PageParams }) {
  const { t } = useTranslation('reward');
  const id = Number(params.id);
  const requested = new URLSearchParams(useSearch()).get('n') ?? '1';
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const navigate = useAppNavigate();
  const reward = useReward(id);
  const addresses = useShippingAddresses(signedIn);
  const info = useRewardInfo(signedIn);
  const trade = useTrade();
  const [num, setNum] = useState<number | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<ExchangeOutcome | null>(null);

  const confirm = async (rewardId: number, quantity: number, type: string) => {
    const chosen = chosenAddress(addresses.data?.address, addressId);
    const body = { rewardId, num: quantity, ...(needsAddress(type) && chosen !== null ? { addressId: chosen } : {}) };
    const result = await withLoading(trade(body));
    setOutcome(result.ok ? { ok: true, num: result.data.num, cost: result.data.cost, cash: type === 'cash' } : failureOutcome(result));
  };

  return (
    <PageContainer title={t('exchangeTitle')}>
      <Async state={reward}>
        {({ reward: gift }) => {
          const quantity = num ?? clampQuantity(requested, gift.type);
          const chosen = chosenAddress(addresses.data?.address, addressId);
          const ineligible = gift.type === 'new' && info.data !== undefined && !info.data.new_people_reward_status;
          const shipped = needsAddress(gift.type);
          return (
            <Grid templateColumns={{ base: '1fr', md: '320px 1fr' }} gap="6" alignItems="start">
              <Panel>
                <Picture src={gift.pic} alt="" width="full" height="56" borderRadius="md" mb="4" />
                <Heading as="h2" size="lg" mb="2">
                  {gift.name}
                </Heading>
                <Text color="orange.700" fontWeight="bold" mb="3">
                  {t('common:coins', { count: gift.price })}
                </Text>
                <SafeHtml html={gift.description} fontSize="sm" />
              </Panel>
              <Panel>
                {session.status === 'unknown' && <LoadingBlock />}
                {session.status === 'signedOut' && (
                  <Stack gap="3" align="flex-start">
                    <Text>{t('auth:notLoggedInText')}</Text>
                    <SignInAction colorPalette="blue" />
                  </Stack>
                )}
                {signedIn && (
                  <Stack gap="5">
                    <HStack gap="3">
                      <Text minW="16">{t('quantity')}</Text>
                      <QuantityInput type={gift.type} value={quantity} onChange={setNum} />
                    </HStack>
                    <Text>{t('total', { cost: gift.price * quantity })}</Text>
                    {shipped && (
                      <Box>
                        <Text fontWeight="semibold" mb="2">
                          {t('address')}
                        </Text>
                        <AddressPicker value={chosen} onChange={setAddressId} />
                      </Box>
                    )}
                    {ineligible && <Text color="red.600">{t('notEligible')}</Text>}
                    {gift.num <= 0 && <Text color="red.600">{t('soldOut')}</Text>}
                    <Button
                      colorPalette="blue"
                      alignSelf="flex-start"
                      disabled={ineligible || gift.num <= 0 || (shipped && chosen === null)}
                      onClick={() => void confirm(gift.id, quantity, gift.type)}
                    >
                      {t('confirm')}
                    </Button>
                  </Stack>
                )}
              </Panel>
            </Grid>
          );
        }}
      </Async>
      <ExchangeResultDialog
        outcome={outcome}
        onClose={() => {
          const succeeded = outcome?.ok;
          setOutcome(null);
          if (succeeded) navigate('/reward/list');
        }}
      />
    </PageContainer>
  );
}
