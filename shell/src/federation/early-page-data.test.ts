import { revenueKeys } from '@atelier/shared/data/revenue';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { earlyPageData, roleInToken } from './early-page-data';

/** Records the queries a prefetch asks for, without calling the server. */
function recordingClient() {
  const keys: unknown[] = [];
  const client = {
    prefetchQuery: (options: { queryKey: unknown }) => {
      keys.push(options.queryKey);
      return Promise.resolve();
    },
  } as unknown as QueryClient;
  return { client, keys };
}

describe('earlyPageData', () => {
  it("knows the revenue page's figures and chart, under the keys its hooks read", async () => {
    const load = earlyPageData('/admin/revenue/');
    expect(load).not.toBeNull();
    const data = await (load as NonNullable<typeof load>)();
    const { client, keys } = recordingClient();
    await data.prefetch(client);
    expect(keys).toEqual([revenueKeys.stats(), revenueKeys.monthly()]);
    expect(data.keys).toEqual(keys);
  });

  it('knows the dashboard at the index and at its own path, and nothing of other pages', () => {
    expect(earlyPageData('/admin')).toBe(earlyPageData('/admin/dashboard'));
    expect(earlyPageData('/admin')).not.toBeNull();
    expect(earlyPageData('/admin/leads')).toBeNull();
    expect(earlyPageData('/admin/revenue/2026')).toBeNull();
  });
});

describe('roleInToken', () => {
  const NOW = Date.parse('2026-11-29T09:00:00Z');
  const inAnHour = NOW / 1000 + 3600;
  const tokenOf = (claims: object) =>
    `h.${btoa(JSON.stringify({ exp: inAnHour, ...claims }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')}.s`;

  it("reads the role of the token's app_metadata", () => {
    expect(roleInToken(tokenOf({ app_metadata: { role: 'super_admin' } }), NOW)).toBe(
      'super_admin',
    );
    expect(roleInToken(tokenOf({ app_metadata: { role: 'client' }, name: 'Zoë ~?>' }), NOW)).toBe(
      'client',
    );
  });

  it('names no role for a token it cannot read or a role it does not know', () => {
    expect(roleInToken('not-a-token')).toBeNull();
    expect(roleInToken(tokenOf({ role: 'admin' }))).toBeNull();
    expect(roleInToken(tokenOf({ app_metadata: { role: 'owner' } }))).toBeNull();
  });

  it('names no role for a token that has expired, is about to, or has no end', () => {
    const admin = { app_metadata: { role: 'admin' } };
    expect(roleInToken(tokenOf({ ...admin, exp: NOW / 1000 - 1 }), NOW)).toBeNull();
    expect(roleInToken(tokenOf({ ...admin, exp: NOW / 1000 + 10 }), NOW)).toBeNull();
    expect(roleInToken(tokenOf({ ...admin, exp: undefined }), NOW)).toBeNull();
    expect(roleInToken(tokenOf({ ...admin, exp: NOW / 1000 + 60 }), NOW)).toBe('admin');
  });
});
