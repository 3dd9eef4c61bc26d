import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { HOST_SECRET_HEADER } from './forwarded.ts';
import { hostCalls } from './host-calls.ts';
import { type ProxyTrust, requestInfo } from './request-info.ts';

const SECRET = 'the shell host and the backend share this';

/** The address requestInfo gives for a request with these headers (no socket: null else). */
const ipSeenBy = async (
  options: { secret?: string; trustProxy?: ProxyTrust },
  headers: Record<string, string>,
) => {
  const app = new Hono()
    .use('*', hostCalls(options.secret))
    .get('/', (c) => c.json(requestInfo(c, options.trustProxy ?? false)));
  const info = (await (await app.request('/', { headers })).json()) as { ip: string | null };
  return info.ip;
};

describe("the shell host's own calls", () => {
  it('name their visitor in X-Forwarded-For: one hop trusted, without proxies', async () => {
    const fromHost = { [HOST_SECRET_HEADER]: SECRET };
    expect(
      await ipSeenBy({ secret: SECRET }, { ...fromHost, 'x-forwarded-for': '198.51.100.7' }),
    ).toBe('198.51.100.7');
    expect(
      await ipSeenBy({ secret: SECRET }, { ...fromHost, 'x-forwarded-for': '198.51.100.8' }),
    ).toBe('198.51.100.8');
    // Without a visitor named: the socket's address, as for any call.
    expect(await ipSeenBy({ secret: SECRET }, fromHost)).toBeNull();
  });

  it('through proxies of ours: the hop before the one our proxy wrote for the host', async () => {
    // The host wrote the visitor; the proxy appended the host's address.
    const headers = { [HOST_SECRET_HEADER]: SECRET, 'x-forwarded-for': '198.51.100.7, 10.0.0.5' };
    expect(await ipSeenBy({ secret: SECRET, trustProxy: true }, headers)).toBe('198.51.100.7');
    // The same call without the secret is the host's own address, as before.
    const { [HOST_SECRET_HEADER]: _, ...withoutSecret } = headers;
    expect(await ipSeenBy({ secret: SECRET, trustProxy: true }, withoutSecret)).toBe('10.0.0.5');
  });

  it('cannot be claimed by a visitor: a missing, wrong or unconfigured secret trusts nothing more', async () => {
    const forged = { 'x-forwarded-for': '203.0.113.9' };
    expect(await ipSeenBy({ secret: SECRET }, forged)).toBeNull();
    expect(
      await ipSeenBy({ secret: SECRET }, { ...forged, [HOST_SECRET_HEADER]: 'guess' }),
    ).toBeNull();
    expect(
      await ipSeenBy({ secret: SECRET }, { ...forged, [HOST_SECRET_HEADER]: `${SECRET}!` }),
    ).toBeNull();
    expect(await ipSeenBy({}, { ...forged, [HOST_SECRET_HEADER]: SECRET })).toBeNull();
    expect(await ipSeenBy({}, { ...forged, [HOST_SECRET_HEADER]: '' })).toBeNull();
    // Behind one proxy, a forged entry left of the proxy's is the client's own words.
    expect(
      await ipSeenBy(
        { secret: SECRET, trustProxy: true },
        { 'x-forwarded-for': '203.0.113.9, 192.0.2.44', [HOST_SECRET_HEADER]: 'guess' },
      ),
    ).toBe('192.0.2.44');
  });
});
