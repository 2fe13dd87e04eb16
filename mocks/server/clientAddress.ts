/**
 * Who a request comes from, for the limits that count clients (the contact form): the connection's
 * address, or, when that address is one of the proxies the server is told to trust (a host routing
 * `/api` to it, such as scripts/site/serve.ts), the nearest address in X-Forwarded-For that is not
 * one of them. A header from anyone else is ignored: a client cannot pick its own address.
 */

/** '::ffff:127.0.0.1' (IPv4 over IPv6) is 127.0.0.1. */
const normalised = (address: string): string => address.trim().replace(/^::ffff:/i, '');

/** The proxies of MOCK_TRUSTED_PROXIES ("127.0.0.1, ::1"). */
export function trustedProxiesFrom(value: string | undefined): ReadonlySet<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map(normalised)
      .filter((address) => address !== ''),
  );
}

/** At most this many hops of X-Forwarded-For are read (a longer header costs no more). */
const MAX_HOPS = 20;

export function clientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: ReadonlySet<string>,
): string {
  const remote = normalised(remoteAddress ?? 'unknown');
  if (!forwardedFor || !trustedProxies.has(remote)) return remote;
  const hops = forwardedFor
    .split(',')
    .slice(-MAX_HOPS)
    .map(normalised)
    .filter((hop) => hop !== '');
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index] ?? '';
    if (!trustedProxies.has(hop)) return hop;
  }
  return hops[0] ?? remote;
}
