// No import here: the static hosts (scripts/lib) read these too, without the backend's server.

/**
 * Whether reverse proxies of ours stand in front of the backend: `false` none (the socket
 * address is the client), `true` one, a number that many (`ATELIER_TRUSTED_PROXY_HOPS`).
 */
export type ProxyTrust = boolean | number;

/** How many proxies of ours `trust` says stand in front. */
export const proxyHops = (trust: ProxyTrust): number =>
  trust === true ? 1 : trust === false ? 0 : trust;

/**
 * Each proxy appends the address it received the request from, so the last `hops` entries are
 * written by our proxies and the one they name first (the `hops`-th from the right) is the
 * client. Entries left of it are the client's own words and are never read. Fewer entries than
 * hops (a request that bypassed an outer proxy): the left-most, written by our innermost one.
 */
export function forwardedClient(header: string | undefined, hops: number): string | null {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return null;
  return entries[Math.max(0, entries.length - hops)] ?? null;
}

/**
 * The header that proves a call comes from the shell's host (`ATELIER_HOST_SECRET`, the same
 * value on both sides; docs/deploy.md "The host's own calls"): the backend then trusts one more
 * X-Forwarded-For hop, the visitor's address the host writes for a form sent without script.
 */
export const HOST_SECRET_HEADER = 'x-atelier-host-secret';
