import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../test-files.ts';
import { useStorageKit } from '../test-kit.ts';

const kit = useStorageKit();

const createSignedUrl = async (path: string, expiresIn: number): Promise<string> => {
  const response = await kit.request(`/object/sign/${path}`, {
    method: 'POST',
    body: JSON.stringify({ expiresIn }),
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status).toBe(200);
  const { signedURL } = (await response.json()) as { signedURL: string };
  return signedURL;
};

/** A signed URL is opened as a plain link: no apikey, no session. */
const open = (signedURL: string) => kit.app.request(`/storage/v1${encodeURI(signedURL)}`);

describe('signed URLs', () => {
  it('open one private object without credentials until they expire', async () => {
    await kit.request('/object/documents/contracts/acme 2026.pdf', {
      method: 'POST',
      body: pdfBytes(),
    });
    const signedURL = await createSignedUrl('documents/contracts/acme 2026.pdf', 60);
    expect(signedURL).toMatch(
      /^\/object\/sign\/documents\/contracts\/acme 2026\.pdf\?token=[\w.-]+$/,
    );

    const first = await open(signedURL);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('cache-control')).toMatch(/^private, max-age=(59|60)$/);
    expect(await first.text()).toBe(new TextDecoder().decode(pdfBytes()));

    kit.advanceClock(59);
    expect((await open(signedURL)).status).toBe(200);
    kit.advanceClock(2);
    const expired = await open(signedURL);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      statusCode: '400',
      code: 'ExpiredToken',
      error: 'ExpiredToken',
      message: 'The signed URL has expired',
    });
  });

  it('refuse a tampered token, a token used for another object, and no token', async () => {
    await kit.request('/object/documents/a.pdf', { method: 'POST', body: pdfBytes() });
    await kit.request('/object/documents/b.pdf', { method: 'POST', body: pdfBytes() });
    const signedURL = await createSignedUrl('documents/a.pdf', 600);
    const token = signedURL.split('token=')[1] ?? '';
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    const forged = Buffer.from(
      JSON.stringify({ url: 'documents/b.pdf', exp: 4102444800 }),
    ).toString('base64url');
    for (const [url, message] of [
      [
        `/object/sign/documents/a.pdf?token=${header}.${payload}.${flipped}`,
        'The signed URL is not valid',
      ],
      [
        `/object/sign/documents/b.pdf?token=${header}.${forged}.${signature}`,
        'The signed URL is not valid',
      ],
      [
        `/object/sign/documents/b.pdf?token=${token}`,
        'The signed URL is not valid for this object',
      ],
      [`/object/sign/documents/a.pdf?token=${kit.token('admin')}`, 'The signed URL is not valid'],
      ['/object/sign/documents/a.pdf', 'The signed URL has no token'],
    ]) {
      const response = await open(url ?? '');
      expect(response.status, url).toBe(400);
      expect(await response.json(), url).toMatchObject({ code: 'InvalidSignature', message });
    }
  });

  it('are refused for objects that do not exist, and stop working once removed', async () => {
    const missing = await kit.request('/object/sign/documents/none.pdf', {
      method: 'POST',
      body: JSON.stringify({ expiresIn: 60 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.status).toBe(404);
    await kit.request('/object/documents/gone.pdf', { method: 'POST', body: pdfBytes() });
    const signedURL = await createSignedUrl('documents/gone.pdf', 60);
    await kit.storage.remove('documents', ['gone.pdf']);
    expect((await open(signedURL)).status).toBe(404);
  });

  it('check expiresIn', async () => {
    await kit.request('/object/documents/a.pdf', { method: 'POST', body: pdfBytes() });
    for (const expiresIn of [0, -5, 1.5, '60', 31 * 24 * 3600]) {
      const response = await kit.request('/object/sign/documents/a.pdf', {
        method: 'POST',
        body: JSON.stringify({ expiresIn }),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, String(expiresIn)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'InvalidRequest' });
    }
  });
});
