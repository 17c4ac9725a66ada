// Single sign-on on the console's gate: whether the server offers it (and the name of its button),
// and the reason a sign-on that failed came back with (`ssoError` in the address, one of the
// contract's SsoFailure values; anything else is ignored).
import { useState } from 'react';
import { SsoFailure } from '@generated/enums';
import { $api } from '../../lib/query';

export function useSsoConfig() {
  // A failure to ask leaves the email-code sign-in alone on the gate: nothing to show for it.
  return $api.useQuery('get', '/v2/api/sso', {}, { staleTime: Infinity, retry: false });
}

const FAILURES = new Set<string>(Object.values(SsoFailure));

/** The reason in the address when the gate was first shown. */
export function useSsoFailure(): SsoFailure | null {
  const [failure] = useState(() => {
    const value = new URLSearchParams(window.location.search).get('ssoError');
    return value !== null && FAILURES.has(value) ? (value as SsoFailure) : null;
  });
  return failure;
}
