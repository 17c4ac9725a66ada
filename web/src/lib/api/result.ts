// Turns envelopes into typed results: retdata on success; 4006 navigates to the sign-in address in
// retmsg; 4003 goes to the no-permission page; HTTP 400 (CSRF) refreshes the token once and
// retries; 4007 tells the console staff must turn two-factor sign-in on; 4008 asks for a code
// (the console's step-up dialog) and sends the call once more when one was given; every other
// failure carries its retcode and retmsg.
import { csrfToken } from './token';
import { Retcode } from '@generated/enums';

// OkEnvelope requires retdata; openapi-typescript renders each operation's narrowing of it
// (allOf) as optional, so the undefined it adds is taken off here.
export type OkData<T> = T extends { retcode: typeof Retcode.Ok; retdata: infer D } ? Exclude<D, undefined> : never;

export type ApiFailure = {
  ok: false;
  /** The envelope's retcode, or null when no envelope arrived (network failure or timeout). */
  retcode: number | null;
  retmsg: string;
  kind: 'api' | 'network' | 'timeout';
};
export type ApiResult<D> = { ok: true; data: D } | ApiFailure;

interface FetchOutcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export const navigation = {
  loginRequired: (address: string) => {
    window.location.assign(address);
  },
  noPermission: () => {},
  /** Fetches a fresh CSRF token (getInfo stores it through the client middleware). */
  refreshToken: async (): Promise<void> => {},
  /** 4007: staff must turn two-factor sign-in on first (the console shows its enrolment screen). */
  secondFactorRequired: () => {},
  /** 4008: proves the second factor again; true when it was (the call is then sent again). None on the public site. */
  stepUp: null as (() => Promise<boolean>) | null,
};

const RETRYABLE_CSRF = Retcode.CsrfInvalid;

function failure(retcode: number | null, retmsg: string, kind: ApiFailure['kind']): ApiFailure {
  return { ok: false, retcode, retmsg, kind };
}

export async function call<T>(request: () => Promise<FetchOutcome<T>>, retried = false): Promise<ApiResult<OkData<T>>> {
  let outcome: FetchOutcome<T>;
  try {
    outcome = await request();
  } catch (err) {
    const timeout = err instanceof DOMException && err.name === 'TimeoutError';
    return failure(null, '', timeout ? 'timeout' : 'network');
  }
  const envelope = (outcome.data ?? outcome.error) as { retcode?: number; retmsg?: string; retdata?: unknown } | undefined;
  if (outcome.response.status === 400 && envelope?.retcode === RETRYABLE_CSRF && !retried) {
    csrfToken.set(null);
    await navigation.refreshToken();
    return call(request, true);
  }
  if (!envelope || typeof envelope.retcode !== 'number') {
    return failure(null, '', 'network');
  }
  if (envelope.retcode === Retcode.Ok) return { ok: true, data: envelope.retdata as OkData<T> };
  if (envelope.retcode === Retcode.StepUpRequired && navigation.stepUp && !retried && (await navigation.stepUp())) return call(request, true);
  if (envelope.retcode === Retcode.SecondFactorRequired) navigation.secondFactorRequired();
  if (envelope.retcode === Retcode.LoginRequired) navigation.loginRequired(envelope.retmsg ?? '/v2/home');
  if (envelope.retcode === Retcode.NoPermission) navigation.noPermission();
  return failure(envelope.retcode, envelope.retmsg ?? '', 'api');
}
