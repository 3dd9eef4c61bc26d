import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/auth-store';
import { useDemoModeStore } from '../demo/demo-mode';
import { registerDemoHandler, registerDemoLoader } from '../demo/demo-registry';
import { setRuntimeConfig } from '../runtime/config';
import { callFunction } from './call-function';

const fetchMock = vi.fn<typeof fetch>();

/** The headers of the `index`th request, as a plain object with lower-case names. */
const headersOf = (index: number): Record<string, string> =>
  Object.fromEntries(new Headers(fetchMock.mock.calls[index]?.[1]?.headers).entries());

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  setRuntimeConfig({
    backendUrl: 'http://api.test',
    publicKey: 'public-key',
    remotes: {},
    demoFallback: true,
  });
  vi.stubGlobal('fetch', fetchMock);
  // A browser's call (a server render's is `fetch` alone, tested below).
  vi.stubGlobal('window', {});
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useDemoModeStore.setState({ reason: null });
  useAuthStore.setState({ token: null, isAdminBypass: false });
  registerDemoHandler('demo-test', 'get_things', () => ({ success: true, things: ['sample'] }));
  registerDemoHandler('demo-test', 'create_thing', () => ({ success: true, stored: 'demo' }));
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the demo fallback as config.json sets it', () => {
  const unreachable = () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

  it('off (a deployment): a failed read reaches the page as a failure, without the banner', async () => {
    setRuntimeConfig({ backendUrl: 'http://api.test', publicKey: 'public-key', remotes: {} });
    unreachable();
    expect(await callFunction('demo-test', 'get_things')).toEqual({
      success: false,
      error: 'The server could not be reached',
      code: 'NETWORK_ERROR',
    });
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    expect(await callFunction('demo-test', 'get_things')).toMatchObject({
      success: false,
      code: 'SERVER_UNAVAILABLE',
    });
    expect(useDemoModeStore.getState().reason).toBeNull();
  });

  it('off, even admin bypass shows the failure rather than demo data', async () => {
    setRuntimeConfig({
      backendUrl: 'http://api.test',
      publicKey: 'public-key',
      remotes: {},
      demoFallback: false,
    });
    useAuthStore.setState({ isAdminBypass: true });
    unreachable();
    expect(await callFunction('demo-test', 'get_things')).toMatchObject({ success: false });
  });

  it("on, a signed-in user's write never goes to the demo store; their reads still may", async () => {
    useAuthStore.setState({ token: 'session-token' });
    unreachable();
    expect(await callFunction('demo-test', 'create_thing', { name: 'x' })).toEqual({
      success: false,
      error: 'The server could not be reached',
      code: 'NETWORK_ERROR',
    });
    fetchMock.mockResolvedValue(
      jsonResponse(500, { success: false, error: 'Internal error', code: 'INTERNAL' }),
    );
    expect(await callFunction('demo-test', 'create_thing', { name: 'x' })).toEqual({
      success: false,
      error: 'Internal error',
      code: 'INTERNAL',
    });
    expect(useDemoModeStore.getState().reason).toBeNull();
    unreachable();
    expect(await callFunction('demo-test', 'get_things')).toEqual({
      success: true,
      things: ['sample'],
    });
  });

  it('on, demo writes stay for admin bypass and for a visitor who is not signed in', async () => {
    unreachable();
    expect(await callFunction('demo-test', 'create_thing')).toEqual({
      success: true,
      stored: 'demo',
    });
    useAuthStore.setState({ token: 'stored-from-a-real-sign-in', isAdminBypass: true });
    expect(await callFunction('demo-test', 'create_thing')).toEqual({
      success: true,
      stored: 'demo',
    });
  });
});

describe('callFunction', () => {
  it('posts the action with the public key when signed out', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, value: 1 }));
    const result = await callFunction('demo-test', 'get_things', { page: 2 });
    expect(result).toEqual({ success: true, value: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/functions/v1/demo-test');
    expect(init?.method).toBe('POST');
    expect(headersOf(0)).toMatchObject({
      apikey: 'public-key',
      authorization: 'Bearer public-key',
      'content-type': 'application/json',
      // The call goes through supabase-js, which names itself.
      'x-client-info': expect.stringMatching(/^supabase-js/),
      // Each call has its own id, which the backend logs.
      'x-request-id': expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(JSON.parse(String(init?.body))).toEqual({ page: 2, action: 'get_things' });
    expect(useDemoModeStore.getState().reason).toBeNull();
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    await callFunction('demo-test', 'get_things');
    expect(headersOf(1)['x-request-id']).not.toBe(headersOf(0)['x-request-id']);
  });

  it('sends the session token as the bearer when signed in', async () => {
    useAuthStore.setState({ token: 'session-token' });
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    await callFunction('demo-test', 'get_things');
    expect(headersOf(0)).toMatchObject({
      authorization: 'Bearer session-token',
    });
  });

  it('sends the public key instead of the session when asked to', async () => {
    useAuthStore.setState({ token: 'expired-session' });
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    await callFunction('demo-test', 'get_things', {}, { sendSession: false });
    expect(headersOf(0)).toMatchObject({
      authorization: 'Bearer public-key',
    });
  });

  it('falls back to demo data with the banner when the server is unreachable', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await callFunction('demo-test', 'get_things');
    expect(result).toEqual({ success: true, things: ['sample'] });
    expect(useDemoModeStore.getState().reason).toBe('unreachable');
  });

  it('downloads demo answers registered as a loader only when a call falls back to them', async () => {
    const load = vi.fn(async () => {
      registerDemoHandler('demo-lazy', 'get_things', () => ({ success: true, things: ['late'] }));
    });
    registerDemoLoader('demo-lazy', load);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, things: ['real'] }));
    expect(await callFunction('demo-lazy', 'get_things')).toEqual({
      success: true,
      things: ['real'],
    });
    expect(load).not.toHaveBeenCalled();

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const [first, second] = await Promise.all([
      callFunction('demo-lazy', 'get_things'),
      callFunction('demo-lazy', 'get_things'),
    ]);
    expect(first).toEqual({ success: true, things: ['late'] });
    expect(second).toEqual(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('falls back to demo data on 401 and on other non-OK statuses', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { success: false, error: 'No', code: 'UNAUTHORIZED' }),
    );
    expect(await callFunction('demo-test', 'get_things')).toMatchObject({ success: true });
    expect(useDemoModeStore.getState().reason).toBe('unauthorized');
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    expect(await callFunction('demo-test', 'get_things')).toMatchObject({ success: true });
    expect(useDemoModeStore.getState().reason).toBe('server_error');
  });

  it("returns a not-linked account's 403 as the server's word, never the demo's sample", async () => {
    const notLinked = {
      success: false,
      error: 'Your account is not linked to a client yet; the agency has been told',
      code: 'NOT_LINKED',
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(403, notLinked));
    expect(await callFunction('demo-test', 'get_things')).toEqual(notLinked);
    expect(useDemoModeStore.getState().reason).toBeNull();
  });

  it("takes a declined payment (402) as the server's word, not as a server in trouble", async () => {
    const declined = { success: false, error: 'Your card was declined', code: 'PAYMENT_FAILED' };
    fetchMock.mockResolvedValueOnce(jsonResponse(402, declined));
    expect(await callFunction('demo-test', 'get_things')).toEqual(declined);
    expect(useDemoModeStore.getState().reason).toBeNull();
  });

  it('answers "Function not available" for an unknown function or action, from the server or demo', async () => {
    const notAvailable = {
      success: false,
      error: 'Function not available',
      code: 'FUNCTION_NOT_AVAILABLE',
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(404, notAvailable));
    expect(await callFunction('no-such-function', 'anything')).toEqual(notAvailable);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await callFunction('demo-test', 'no_such_action')).toEqual(notAvailable);
  });

  it("returns the server's own answer to bad input instead of faking success", async () => {
    const invalid = {
      success: false,
      error: 'Invalid input',
      code: 'VALIDATION_FAILED',
      fields: { email: 'Bad' },
    };
    fetchMock.mockResolvedValue(jsonResponse(400, invalid));
    expect(await callFunction('demo-test', 'get_things')).toEqual(invalid);
    expect(useDemoModeStore.getState().reason).toBeNull();
  });

  it("passes the server's refusal through when the fallback is off", async () => {
    const refused = {
      success: false,
      error: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    };
    fetchMock.mockResolvedValue(jsonResponse(401, refused));
    expect(await callFunction('demo-test', 'get_things', {}, { demoFallback: false })).toEqual(
      refused,
    );
    expect(useDemoModeStore.getState().reason).toBeNull();
  });

  it('never sends a stored session in admin-bypass mode', async () => {
    useAuthStore.setState({ token: 'real-admin-session', isAdminBypass: true });
    fetchMock.mockResolvedValue(
      jsonResponse(401, { success: false, error: 'No', code: 'UNAUTHORIZED' }),
    );
    await callFunction('demo-test', 'get_things');
    expect(headersOf(0)).toMatchObject({
      authorization: 'Bearer public-key',
    });
    useAuthStore.setState({ isAdminBypass: false });
  });

  it('reports the failure instead of demo data when the fallback is off', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await callFunction('demo-test', 'get_things', {}, { demoFallback: false });
    expect(result).toMatchObject({ success: false, code: 'NETWORK_ERROR' });
    expect(useDemoModeStore.getState().reason).toBeNull();
  });

  it('rejects when its signal aborts, without demo data (a query that is no longer wanted)', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();
    const call = callFunction('demo-test', 'get_things', {}, { signal: controller.signal });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(useDemoModeStore.getState().reason).toBeNull();
  });

  it('takes a request aborted by something else (a navigation) as no answer, never as a failure with demo data', async () => {
    fetchMock.mockRejectedValue(new DOMException('The user aborted a request.', 'AbortError'));
    await expect(callFunction('demo-test', 'get_things')).rejects.toMatchObject({
      name: 'AbortError',
    });
    // Aborted while the 200's body was being read.
    const aborted = jsonResponse(200, { success: true, things: [] });
    vi.spyOn(aborted, 'json').mockRejectedValue(new DOMException('aborted', 'AbortError'));
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(aborted);
    await expect(callFunction('demo-test', 'get_things')).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(useDemoModeStore.getState().reason).toBeNull();
  });

  it('in a server render (no window), posts with fetch alone, the same headers but supabase-js’s', async () => {
    vi.stubGlobal('window', undefined);
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, site: {} }));
    await expect(
      callFunction('site-settings', 'get_site', {}, { sendSession: false }),
    ).resolves.toEqual({ success: true, site: {} });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/functions/v1/site-settings');
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      apikey: 'public-key',
      Authorization: 'Bearer public-key',
      'X-Request-Id': expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(headersOf(0)['x-client-info']).toBeUndefined();
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'get_site' });
  });
});
