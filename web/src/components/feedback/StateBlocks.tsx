// The loading, error and empty states every screen shows, and Async to pick among them.
import type { ReactNode } from 'react';
import { Box, Button, Spinner, Text, VStack } from '@chakra-ui/react';
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

/** A read that failed: its message and code, and a retry; `title` names what failed where a screen says so. */
export function ErrorBlock({ failure, onRetry, title }: { failure: ApiFailure; onRetry?: () => void; title?: string }) {
  const { t } = useTranslation();
  const message = failure.kind === 'api' ? failure.retmsg || t('unknownError') : t(failure.kind === 'timeout' ? 'timeoutError' : 'networkError');
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
  if (state.status === 'error') return <ErrorBlock failure={state.error!} title={errorTitle} onRetry={state.refetch && (() => void state.refetch!())} />;
  if (state.status === 'pending' || state.data === undefined) return <LoadingBlock />;
  if (isEmpty?.(state.data)) return <EmptyBlock text={emptyText} />;
  return <>{children(state.data)}</>;
}
