// A generic HTTP SMS gateway (SMS_URL): POST {to, text} as JSON with `Authorization: Bearer
// SMS_TOKEN`; any 2xx is delivered. Each attempt is cut off after a timeout; a 5xx, a timeout or a
// broken connection is tried again (a bounded number of times, with growing pauses), a 4xx is not
// (the gateway refused this message and will again). Log lines and errors name the attempt and the
// status only: the text holds the code, and the gateway's answer may echo it.
import type { SmsLog, SmsProvider } from './types';

export interface HttpGatewayOptions {
  url: string;
  token?: string;
  /** Per attempt (default 5 s). */
  timeoutMs?: number;
  /** Attempts in all, the first included (default 3). */
  attempts?: number;
  /** Pause before the second attempt, doubled before each later one (default 500 ms). */
  backoffMs?: number;
  log?: SmsLog;
}

export class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsGatewayError';
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class HttpGatewaySms implements SmsProvider {
  private readonly timeoutMs: number;
  private readonly attempts: number;
  private readonly backoffMs: number;
  private readonly log: SmsLog;

  constructor(private readonly opts: HttpGatewayOptions) {
    this.timeoutMs = opts.timeoutMs ?? 5000;
    this.attempts = Math.max(1, opts.attempts ?? 3);
    this.backoffMs = opts.backoffMs ?? 500;
    this.log = opts.log ?? (() => {});
  }

  async send(to: string, text: string): Promise<void> {
    let last: SmsGatewayError | undefined;
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      if (attempt > 1) await pause(this.backoffMs * 2 ** (attempt - 2));
      try {
        await this.once(to, text);
        return;
      } catch (err) {
        last = err instanceof SmsGatewayError ? err : new SmsGatewayError('SMS gateway unreachable', true);
        this.log(`[sms] attempt ${attempt}/${this.attempts} failed: ${last.message}`);
        if (!last.retryable) break;
      }
    }
    throw last ?? new SmsGatewayError('SMS gateway failed', false);
  }

  private async once(to: string, text: string): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.opts.token) headers.authorization = `Bearer ${this.opts.token}`;
    let res: Response;
    try {
      res = await fetch(this.opts.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      // The cause (connection refused, reset) is named; the request, which holds the code, never is.
      throw new SmsGatewayError(timedOut ? `no answer within ${this.timeoutMs} ms` : 'connection failed', true);
    }
    // The body is read only to free the connection: it may repeat the text.
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok) return;
    throw new SmsGatewayError(`HTTP ${res.status}`, res.status >= 500);
  }
}
