import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { forwardedClient, type ProxyTrust, requestInfo } from './request-info.ts';

const ipSeenBy = async (trustProxy: ProxyTrust, forwardedFor?: string) => {
  const app = new Hono().get('/', (c) => c.json(requestInfo(c, trustProxy)));
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const info = (await (await app.request('/', { headers })).json()) as { ip: string | null };
  return info.ip;
};

describe('the client address behind proxies of ours', () => {
  it('is the right-most X-Forwarded-For entry behind one proxy, whatever the client wrote', async () => {
    expect(await ipSeenBy(true, '203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeenBy(true, '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeenBy(1, 'forged, 10.9.9.9 ,203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('skips the entries our own proxies added, with ATELIER_TRUSTED_PROXY_HOPS', () => {
    // client-written, the client as the outer proxy saw it, the outer proxy as the inner saw it
    const header = '1.2.3.4, 203.0.113.7, 10.0.0.2';
    expect(forwardedClient(header, 2)).toBe('203.0.113.7');
    expect(forwardedClient(header, 3)).toBe('1.2.3.4');
    // Fewer entries than proxies: the innermost proxy's entry, the only one it vouches for.
    expect(forwardedClient('203.0.113.7', 2)).toBe('203.0.113.7');
    expect(forwardedClient(' , ', 1)).toBeNull();
    expect(forwardedClient(undefined, 1)).toBeNull();
  });

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    expect(await ipSeenBy(false, '203.0.113.7')).toBeNull();
    expect(await ipSeenBy(0, '203.0.113.7')).toBeNull();
    expect(await ipSeenBy(true)).toBeNull();
  });
});
