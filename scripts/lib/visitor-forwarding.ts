/**
 * The visitor behind a form sent without script (issue 32). The shell's host answers such a
 * form by running remote-public's render bundle, which calls the backend itself: every
 * visitor would reach the backend from the host's address and share one rate-limit bucket.
 * While a form is answered, the bundle's calls to the backend (and to no other origin) carry
 * the visitor's address in X-Forwarded-For and the host's secret (`ATELIER_HOST_SECRET`), for
 * which alone the backend trusts that hop (backend/src/http/host-calls.ts; docs/deploy.md
 * "The host's own calls"). The bundle calls the global `fetch`: the host wraps it once, and
 * the wrapper adds the headers only inside `withVisitor` (per request, however many run at once).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import {
  forwardedClient,
  HOST_SECRET_HEADER,
  type ProxyTrust,
  proxyHops,
} from '../../backend/src/http/forwarded';

export type Forwarding = {
  /** The visitor's address, as `visitorAddress` gives it. */
  visitor: string;
  /** The origin of config.json's `backendUrl`: only calls there carry the headers. */
  backendOrigin: string;
  secret: string;
};

const current = new AsyncLocalStorage<Forwarding>();
const WRAPPED = Symbol.for('atelier.visitor-forwarding');

/**
 * The visitor's address as the host sees it: its socket's, or behind proxies of ours (the
 * host's `ATELIER_TRUST_PROXY`) the one they name. A header the visitor wrote is never read.
 */
export function visitorAddress(req: IncomingMessage, trustProxy: ProxyTrust): string | null {
  const hops = proxyHops(trustProxy);
  const header = req.headers['x-forwarded-for'];
  const forwarded =
    hops > 0 ? forwardedClient(Array.isArray(header) ? header.join(',') : header, hops) : null;
  return forwarded ?? req.socket.remoteAddress ?? null;
}

/** An address's origin, or null when it is not an absolute http(s) one. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function requestUrl(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function wrapFetch(): void {
  const original = globalThis.fetch as typeof fetch & { [WRAPPED]?: true };
  if (original[WRAPPED]) return;
  const wrapped = (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const forwarding = current.getStore();
    if (!forwarding || originOf(requestUrl(input)) !== forwarding.backendOrigin) {
      return original(input, init);
    }
    const headers = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
    );
    // The host's words alone: whatever the bundle or the visitor set is replaced.
    headers.set('x-forwarded-for', forwarding.visitor);
    headers.set(HOST_SECRET_HEADER, forwarding.secret);
    return original(input, { ...init, headers });
  };
  globalThis.fetch = Object.assign(wrapped, { [WRAPPED]: true as const });
}

/** Runs `work` (a form's answer) with its backend calls naming `forwarding.visitor`. */
export function withVisitor<T>(forwarding: Forwarding, work: () => Promise<T>): Promise<T> {
  wrapFetch();
  return current.run(forwarding, work);
}
