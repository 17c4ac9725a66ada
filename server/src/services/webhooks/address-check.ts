// Which addresses a webhook endpoint may resolve to: the editor's remote-image rule (public unicast
// only), widened by the WEBHOOK_ALLOW_PRIVATE allow-list for integrations inside the network (and
// for the tests' loopback receiver). The host is resolved once per attempt and the connection goes
// to the checked address, so a second DNS answer cannot slip in between check and connect.
import dns from 'node:dns';
import net from 'node:net';
import { withAllowList, type AddressPolicy } from '../upload/remote-image/address-policy';

export function webhookPolicy(allowList: string[]): AddressPolicy {
  return withAllowList(allowList);
}

export type UrlProblem = 'scheme' | 'address' | 'unresolved';
export type Resolver = (host: string) => Promise<string[]>;

const systemResolve: Resolver = async (host) => (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** Saving an endpoint answers within the API's time; a name that does not resolve by then is refused. */
export const RESOLVE_DEADLINE_MS = 1_000;

/** A lookup cannot be aborted: the deadline races it, so a resolver that hangs cannot hold the caller. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('resolve timeout')), ms)));
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** The address to connect to for a URL, or why not: every address the host resolves to must pass. */
export async function checkedAddress(
  raw: string,
  policy: AddressPolicy,
  resolve: Resolver = systemResolve,
  deadlineMs = RESOLVE_DEADLINE_MS,
): Promise<{ ok: true; url: URL; address: string } | { ok: false; problem: UrlProblem }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem: 'scheme' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return { ok: false, problem: 'scheme' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : await withDeadline(resolve(host), deadlineMs);
  } catch {
    return { ok: false, problem: 'unresolved' };
  }
  if (addresses.length === 0) return { ok: false, problem: 'unresolved' };
  if (!addresses.every((a) => policy(a))) return { ok: false, problem: 'address' };
  return { ok: true, url, address: addresses[0]! };
}
