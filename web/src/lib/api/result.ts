// Turns envelopes into typed results: retdata on success; 4006 navigates to the sign-in address in
// retmsg; 4003 goes to the no-permission page; HTTP 400 (CSRF) refreshes the token once and
// retries; 4007 tells the console staff must turn two-factor sign-in on; 4008 asks for a code
// (the console's step-up dialog) and sends the call once more when one was given; a server too busy
// to take the call (HTTP 503 with Retry-After) is asked once more after the time it names; every
// other failure carries its retcode and retmsg.
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
/** Longest Retry-After waited for; a longer one (a server restarting slowly) is shown to the user. */
const BUSY_WAIT_MAX_S = 10;

/**
 * Seconds to wait before sending again, when the answer is the server's admission refusal (503,
 * "try again later", with Retry-After). It refuses before reading the request, so sending any
 * call again (a POST too) does nothing twice.
 */
function busyWait(response: Response, retcode: number): number | null {
  if (response.status !== 503 || retcode !== Retcode.RateLimited) return null;
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 && seconds <= BUSY_WAIT_MAX_S ? seconds : null;
}

function failure(retcode: number | null, retmsg: string, kind: ApiFailure['kind']): ApiFailure {
  return { ok: false, retcode, retmsg, kind };
}

export async function call<T>(request: () => Promise<FetchOutcome<T>>, retried = false, waited = false): Promise<ApiResult<OkData<T>>> {
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
    return call(request, true, waited);
  }
  if (!envelope || typeof envelope.retcode !== 'number') {
    return failure(null, '', 'network');
  }
  const wait = waited ? null : busyWait(outcome.response, envelope.retcode);
  if (wait !== null) {
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    return call(request, retried, true);
  }
  if (envelope.retcode === Retcode.Ok) return { ok: true, data: envelope.retdata as OkData<T> };
  if (envelope.retcode === Retcode.StepUpRequired && navigation.stepUp && !retried && (await navigation.stepUp())) return call(request, true, waited);
  if (envelope.retcode === Retcode.SecondFactorRequired) navigation.secondFactorRequired();
  if (envelope.retcode === Retcode.LoginRequired) navigation.loginRequired(envelope.retmsg ?? '/v2/home');
  if (envelope.retcode === Retcode.NoPermission) navigation.noPermission();
  return failure(envelope.retcode, envelope.retmsg ?? '', 'api');
}
