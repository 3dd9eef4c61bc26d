import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD } from '../test/fixtures.ts';
import { pdfBytes, pngBytes } from './test-files.ts';
import { useStorageKit } from './test-kit.ts';

/** supabase-js on Node 20 needs a realtime transport; realtime is not used (see gotrue's test). */
class NoRealtimeSocket {
  constructor() {
    throw new Error('Realtime is not part of the Atelier backend');
  }
}

const kit = useStorageKit();
let server: ServerType;
let url = '';

beforeAll(async () => {
  const address = await new Promise<AddressInfo>((resolve) => {
    server = serve({ fetch: kit.app.fetch, hostname: '127.0.0.1', port: 0 }, resolve);
  });
  url = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  if ('closeAllConnections' in server) server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const newClient = (): SupabaseClient =>
  createClient(url, kit.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeSocket as never },
  });

/** A supabase-js client signed in with the password, as the browser would be. */
async function signedInClient(role: 'admin' | 'client'): Promise<SupabaseClient> {
  const user = await createTestUser(kit.db, { role });
  const supabase = newClient();
  const { error } = await supabase.auth.signInWithPassword({
    email: user.email,
    password: TEST_PASSWORD,
  });
  if (error) throw error;
  if (role === 'client') {
    await kit.db.query('INSERT INTO clients (name, email, user_id) VALUES ($1, $2, $3)', [
      'Portal Client',
      user.email,
      user.id,
    ]);
  }
  return supabase;
}

const bytesOf = async (blob: Blob | null): Promise<Buffer> =>
  Buffer.from(await (blob ?? new Blob([])).arrayBuffer());

describe('@supabase/supabase-js storage against /storage/v1', () => {
  it('uploads, downloads, signs, lists and removes as an admin', async () => {
    const documents = (await signedInClient('admin')).storage.from('documents');

    const uploaded = await documents.upload(
      'contracts/acme.pdf',
      new Blob([pdfBytes()], { type: 'application/pdf' }),
    );
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toEqual({
      path: 'contracts/acme.pdf',
      id: expect.any(String),
      fullPath: 'documents/contracts/acme.pdf',
    });
    // A raw body (not a Blob) goes as the request body with its own content type.
    const raw = await documents.upload('contracts/raw copy.pdf', pdfBytes(), {
      contentType: 'application/pdf',
    });
    expect(raw.error).toBeNull();

    const downloaded = await documents.download('contracts/acme.pdf');
    expect(downloaded.error).toBeNull();
    expect(await bytesOf(downloaded.data)).toEqual(Buffer.from(pdfBytes()));
    expect(downloaded.data?.type).toBe('application/pdf');

    const signed = await documents.createSignedUrl('contracts/raw copy.pdf', 60);
    expect(signed.error).toBeNull();
    const signedUrl = signed.data?.signedUrl ?? '';
    expect(
      signedUrl.startsWith(
        `${url}/storage/v1/object/sign/documents/contracts/raw%20copy.pdf?token=`,
      ),
    ).toBe(true);
    // Anyone holding the URL reads the file, with no key and no session.
    const opened = await fetch(signedUrl);
    expect(opened.status).toBe(200);
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(Buffer.from(pdfBytes()));

    const listed = await documents.list('contracts', {
      limit: 10,
      sortBy: { column: 'name', order: 'asc' },
    });
    expect(listed.error).toBeNull();
    expect(listed.data?.map((file) => [file.name, file.metadata?.mimetype])).toEqual([
      ['acme.pdf', 'application/pdf'],
      ['raw copy.pdf', 'application/pdf'],
    ]);

    const removed = await documents.remove(['contracts/acme.pdf', 'contracts/raw copy.pdf']);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((file) => file.name).sort()).toEqual([
      'contracts/acme.pdf',
      'contracts/raw copy.pdf',
    ]);
    expect((await documents.list('contracts')).data).toEqual([]);
  });

  it('surfaces refusals as StorageApiError with status and code', async () => {
    const admin = await signedInClient('admin');
    const documents = admin.storage.from('documents');
    await documents.upload('one.pdf', new Blob([pdfBytes()]));

    const duplicate = await documents.upload('one.pdf', new Blob([pdfBytes()]));
    expect(duplicate.error).toMatchObject({
      status: 409,
      statusCode: '409',
      message: 'The resource already exists',
    });
    const upserted = await documents.upload('one.pdf', new Blob([pdfBytes()]), { upsert: true });
    expect(upserted.error).toBeNull();

    const renamedPng = await documents.upload('scan.pdf', new Blob([pngBytes()]), {
      contentType: 'application/pdf',
    });
    expect(renamedPng.error).toMatchObject({
      status: 415,
      message: 'The documents bucket does not accept image/png',
    });
    const missing = await documents.download('nothing.pdf');
    expect(missing.error).toMatchObject({ status: 404 });
  });

  it('keeps a signed-in client to their own folder; public media needs nobody', async () => {
    const portal = await signedInClient('client');
    const [row] = await kit.db.query<{ id: string }>(
      "SELECT id FROM clients WHERE name = 'Portal Client'",
    );
    const own = `${row?.id}/brief.pdf`;
    const files = portal.storage.from('client-files');
    expect((await files.upload(own, new Blob([pdfBytes()]))).error).toBeNull();
    expect((await files.download(own)).error).toBeNull();
    expect((await files.list(row?.id)).data?.map((file) => file.name)).toEqual(['brief.pdf']);

    const foreign = await files.upload(`${kit.otherClientId}/x.pdf`, new Blob([pdfBytes()]));
    expect(foreign.error).toMatchObject({ status: 403 });
    const documents = await portal.storage.from('documents').upload('x.pdf', pdfBytes());
    expect(documents.error).toMatchObject({ status: 403 });

    const admin = await signedInClient('admin');
    await admin.storage.from('media').upload('site/logo.png', pngBytes(), {
      contentType: 'image/png',
    });
    const anonymous = newClient().storage.from('media');
    const { publicUrl } = anonymous.getPublicUrl('site/logo.png').data;
    const image = await fetch(publicUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const refused = await anonymous.upload('site/x.png', pngBytes());
    expect(refused.error).toMatchObject({ status: 401 });
  });
});
