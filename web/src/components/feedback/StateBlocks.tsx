// The loading, error and empty states every screen shows, and Async to pick among them.
import type { ReactNode } from 'react';
import { Box, Button, HStack, Spinner, Text, VStack } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../lib/api';

/** What a TanStack query result (`$api.useQuery`) gives Async: its status, data, error and refetch. */
export interface QueryState<D> {
  status: 'pending' | 'error' | 'success';
  data: D | undefined;
  error: ApiFailure | null;
  refetch?: () => unknown;
}

export function LoadingBlock({ minH = '32' }: { minH?: string }) {
  const { t } = useTranslation();
  return (
    <Box minH={minH} display="flex" alignItems="center" justifyContent="center" role="status" aria-label={t('loading')}>
      <Spinner color="blue.600" aria-hidden="true" />
    </Box>
  );
}

function failureMessage(failure: ApiFailure, t: TFunction): string {
  return failure.kind === 'api' ? failure.retmsg || t('unknownError') : t(failure.kind === 'timeout' ? 'timeoutError' : 'networkError');
}

/** A read that failed: its message and code, and a retry; `title` names what failed where a screen says so. */
export function ErrorBlock({ failure, onRetry, title }: { failure: ApiFailure; onRetry?: () => void; title?: string }) {
  const { t } = useTranslation();
  const message = failureMessage(failure, t);
  return (
    <VStack py="10" gap="3" role="alert">
      {title && <Text fontWeight="semibold">{title}</Text>}
      <Text color="fg.muted">{message}</Text>
      <Text color="fg.muted" fontSize="xs">
        {t('errorCode', { code: failure.retcode ?? '0000' })}
      </Text>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </VStack>
  );
}

/** A refresh that failed over data already shown: the data stays (and whatever is being typed beside it). */
function StaleNotice({ failure, onRetry }: { failure: ApiFailure; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack role="alert" gap="3" px="3" py="2" mb="2" borderRadius="md" bg="orange.50" color="orange.800" fontSize="sm" flexWrap="wrap">
      <Text>{t('staleData', { message: failureMessage(failure, t) })}</Text>
      {onRetry && (
        <Button size="xs" variant="outline" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </HStack>
  );
}

export function EmptyBlock({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <Box py="10" textAlign="center" color="fg.muted">
      {text ?? t('empty')}
    </Box>
  );
}

export interface AsyncProps<D> {
  state: QueryState<D>;
  isEmpty?: (data: D) => boolean;
  emptyText?: string;
  /** The failure's heading, where the screen names what failed. */
  errorTitle?: string;
  children: (data: D) => ReactNode;
}

export function Async<D>({ state, isEmpty, emptyText, errorTitle, children }: AsyncProps<D>) {
  const retry = state.refetch && (() => void state.refetch!());
  if (state.data === undefined) {
    return state.status === 'error' ? <ErrorBlock failure={state.error!} title={errorTitle} onRetry={retry} /> : <LoadingBlock />;
  }
  // A failed refresh keeps what the screen showed: tearing it down would lose a half-written reply
  // or form beside the data. The notice takes its own place, so the content below never re-mounts.
  const stale = state.status === 'error' && state.error ? <StaleNotice failure={state.error} onRetry={retry} /> : null;
  return (
    <>
      {stale}
      {isEmpty?.(state.data) ? <EmptyBlock text={emptyText} /> : children(state.data)}
    </>
  );
}
