import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/auth-store';
import { setRuntimeConfig } from '../runtime/config';
import { storageUrlPath, uploadToStorage } from './storage';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  setRuntimeConfig({ backendUrl: 'http://api.test', publicKey: 'public-key', remotes: {} });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.setState({ token: 'session-token', isAdminBypass: false });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.setState({ token: null });
});

describe('storageUrlPath', () => {
  it('escapes each name and keeps the folders', () => {
    expect(storageUrlPath('c1/brief #2.pdf')).toBe('c1/brief%20%232.pdf');
  });
});

describe('uploadToStorage', () => {
  it('posts the bytes to the object path with the session and its type', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ Key: 'client-files/c1/a.txt' })));
    const file = new Blob(['hello'], { type: 'text/plain' });
    await expect(uploadToStorage('client-files', 'c1/a b.txt', file)).resolves.toEqual({
      success: true,
      key: 'client-files/c1/a b.txt',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/storage/v1/object/client-files/c1/a%20b.txt');
    expect(init?.method).toBe('POST');
    // Through supabase-js, with the stored session as bearer.
    expect(Object.fromEntries(new Headers(init?.headers).entries())).toMatchObject({
      apikey: 'public-key',
      authorization: 'Bearer session-token',
      'content-type': 'text/plain',
      'x-upsert': 'false',
      'x-client-info': expect.stringMatching(/^supabase-js/),
    });
    expect(new TextDecoder().decode(init?.body as ArrayBuffer)).toBe('hello');
  });

  it("answers storage's refusal with its code and message", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ statusCode: '415', code: 'InvalidMimeType', message: 'Type refused' }),
        { status: 415 },
      ),
    );
    await expect(uploadToStorage('client-files', 'c1/x.exe', new Blob(['MZ']))).resolves.toEqual({
      success: false,
      code: 'InvalidMimeType',
      error: 'Type refused',
    });
  });

  it('answers a network failure as NETWORK_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const result = await uploadToStorage('client-files', 'c1/a.txt', new Blob(['a']));
    expect(result).toMatchObject({ success: false, code: 'NETWORK_ERROR' });
  });
});
