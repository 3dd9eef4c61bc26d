import { describe, expect, it } from 'vitest';
import { revokeSession } from '../../auth/sessions.ts';
import { signedInUser } from '../../test/fixtures.ts';
import { pdfBytes, pngBytes, textBytes } from '../test-files.ts';
import { type As, useStorageKit } from '../test-kit.ts';
import { accessProblem } from './access.ts';

const kit = useStorageKit();

const upload = (as: As, path: string, bytes: Uint8Array<ArrayBuffer> = textBytes('hello')) =>
  kit.request(`/object/${path}`, { as, method: 'POST', body: bytes });
const download = (as: As, path: string) => kit.request(`/object/${path}`, { as });
const list = (as: As, bucket: string, prefix: string) =>
  kit.request(`/object/list/${bucket}`, {
    as,
    method: 'POST',
    body: JSON.stringify({ prefix }),
    headers: { 'content-type': 'application/json' },
  });
const remove = (as: As, bucket: string, paths: string[]) =>
  kit.request(`/object/${bucket}`, {
    as,
    method: 'DELETE',
    body: JSON.stringify({ prefixes: paths }),
    headers: { 'content-type': 'application/json' },
  });
const sign = (as: As, path: string) =>
  kit.request(`/object/sign/${path}`, {
    as,
    method: 'POST',
    body: JSON.stringify({ expiresIn: 60 }),
    headers: { 'content-type': 'application/json' },
  });

describe('who may do what in storage', () => {
  it('lets admins do everything in every bucket', async () => {
    const own = `client-files/${kit.clientId}/brief.txt`;
    expect((await upload('admin', 'media/a.png', pngBytes())).status).toBe(200);
    expect((await upload('admin', 'documents/c.pdf', pdfBytes())).status).toBe(200);
    expect((await upload('admin', own)).status).toBe(200);
    for (const path of ['media/a.png', 'documents/c.pdf', own]) {
      expect((await download('admin', path)).status, path).toBe(200);
      expect((await sign('admin', path)).status, path).toBe(200);
    }
    expect((await list('admin', 'client-files', '')).status).toBe(200);
    expect((await remove('admin', 'documents', ['c.pdf'])).status).toBe(200);
  });

  it('keeps a client inside client-files/<their client id>/', async () => {
    const own = `client-files/${kit.clientId}/brief.txt`;
    const theirs = `client-files/${kit.otherClientId}/secret.txt`;
    expect((await upload('client', own)).status).toBe(200);
    expect((await upload('otherClient', theirs)).status).toBe(200);
    await upload('admin', 'documents/c.pdf', pdfBytes());

    expect((await download('client', own)).status).toBe(200);
    expect((await sign('client', own)).status).toBe(200);
    expect((await list('client', 'client-files', kit.clientId)).status).toBe(200);
    expect((await list('client', 'client-files', `${kit.clientId}/`)).status).toBe(200);

    const refused = [
      await upload('client', theirs),
      await download('client', theirs),
      await sign('client', theirs),
      await list('client', 'client-files', kit.otherClientId),
      await list('client', 'client-files', ''),
      await remove('client', 'client-files', [theirs.slice('client-files/'.length)]),
      // One foreign path refuses the whole removal.
      await remove('client', 'client-files', [
        own.slice('client-files/'.length),
        theirs.slice('client-files/'.length),
      ]),
      await upload('client', 'documents/mine.pdf', pdfBytes()),
      await download('client', 'documents/c.pdf'),
      await upload('client', 'media/x.png', pngBytes()),
      await list('client', 'documents', ''),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        code: 'AccessDenied',
        message: 'Clients may only use their own folder, client-files/<client id>/',
      });
    }
    // The refused removals removed nothing.
    expect((await download('client', own)).status).toBe(200);
    expect((await download('otherClient', theirs)).status).toBe(200);
    expect(
      (await remove('client', 'client-files', [own.slice('client-files/'.length)])).status,
    ).toBe(200);
  });

  it('gives a client without a client record no folder at all', async () => {
    const response = await upload('clientWithoutRecord', `client-files/${kit.clientId}/x.txt`);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: 'Your account has no client folder' });
  });

  it('lets anonymous callers only read public media (and signed URLs)', async () => {
    await upload('admin', 'media/site/logo.png', pngBytes());
    await upload('admin', 'documents/c.pdf', pdfBytes());
    for (const response of [
      await upload('anonymous', 'media/x.png', pngBytes()),
      await download('anonymous', 'documents/c.pdf'),
      await sign('anonymous', 'documents/c.pdf'),
      await list('anonymous', 'media', ''),
      await remove('anonymous', 'media', ['site/logo.png']),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'Unauthorized' });
    }
    expect((await download('anonymous', 'media/site/logo.png')).status).toBe(200);
    // The public URL needs neither key nor session: browsers load it in <img src>.
    const open = await kit.app.request('/storage/v1/object/public/media/site/logo.png');
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('public, max-age=3600');
    const privateBucket = await kit.app.request('/storage/v1/object/public/documents/c.pdf');
    expect(privateBucket.status).toBe(403);
    expect(await privateBucket.json()).toMatchObject({
      message: 'The documents bucket is not public',
    });
  });

  it('refuses a bad or ended session with 401 InvalidJWT', async () => {
    const ask = (token: string) =>
      kit.app.request('/storage/v1/object/media/x.png', {
        headers: { apikey: kit.keys.anonKey, authorization: `Bearer ${token}` },
      });
    const bad = await ask('not-a-token');
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: 'InvalidJWT' });

    const admin = await signedInUser(kit.db, kit.keys, { role: 'admin' });
    expect((await ask(admin.token)).status).toBe(404);
    await revokeSession(kit.db, admin.tokens.sessionId, 'logout');
    const ended = await ask(admin.token);
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({
      code: 'InvalidJWT',
      message: 'Session has ended; sign in again',
    });
  });
});

describe('accessProblem', () => {
  const client = { kind: 'client', userId: 'u', clientId: 'c1' } as const;

  it('decides from the caller, the action, the bucket and the first folder', () => {
    expect(accessProblem({ kind: 'anonymous' }, 'read', 'media', 'a.png')).toBeNull();
    expect(accessProblem({ kind: 'anonymous' }, 'list', 'media', '')).toBe('unauthorized');
    expect(accessProblem({ kind: 'admin', userId: 'a' }, 'write', 'documents', 'x')).toBeNull();
    expect(accessProblem(client, 'write', 'client-files', 'c1/x.txt')).toBeNull();
    expect(accessProblem(client, 'list', 'client-files', 'c1')).toBeNull();
    expect(accessProblem(client, 'write', 'client-files', 'c1x/x.txt')).toBe('forbidden');
    expect(accessProblem(client, 'list', 'client-files', '')).toBe('forbidden');
    expect(accessProblem(client, 'read', 'media', 'a.png')).toBeNull();
    expect(accessProblem(client, 'write', 'media', 'c1/a.png')).toBe('forbidden');
    expect(accessProblem({ ...client, clientId: null }, 'read', 'client-files', 'c1/x.txt')).toBe(
      'forbidden',
    );
  });
});
