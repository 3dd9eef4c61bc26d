import { describe, expect, it } from 'vitest';
import { exeBytes, oversizedPng, pdfBytes, pngBytes, textBytes } from '../test-files.ts';
import { useStorageKit } from '../test-kit.ts';

const kit = useStorageKit();

const upload = (path: string, body: RequestInit['body'], headers: Record<string, string> = {}) =>
  kit.request(`/object/${path}`, { method: 'POST', body, headers });

describe('/storage/v1 upload and download', () => {
  it('stores a raw body and serves it with the sniffed type, never the one claimed', async () => {
    const response = await upload('media/site/hero.png', pngBytes(), {
      'content-type': 'text/html',
      'cache-control': 'max-age=120',
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ Id: expect.any(String), Key: 'media/site/hero.png' });

    const download = await kit.request('/object/media/site/hero.png');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('public, max-age=120');
    expect(download.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(pngBytes()));
  });

  it('takes the file of a multipart form, as supabase-js sends a Blob', async () => {
    const form = new FormData();
    form.append('cacheControl', '60');
    form.append('', new Blob([pdfBytes()], { type: 'application/pdf' }), 'contract.pdf');
    const response = await upload('documents/contracts/acme.pdf', form);
    expect(response.status).toBe(200);
    const download = await kit.request('/object/authenticated/documents/contracts/acme.pdf');
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('cache-control')).toBe('private, max-age=60');
    expect(await download.text()).toBe(new TextDecoder().decode(pdfBytes()));
  });

  it('serves plain text as UTF-8 and offers a download under its name', async () => {
    await upload('documents/export.csv', textBytes('name,total\nÉlodie,12\n'));
    const download = await kit.request('/object/documents/export.csv?download');
    expect(download.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="export.csv"; filename*=UTF-8''export.csv`,
    );
    const named = await kit.request('/object/documents/export.csv?download=Récap.csv');
    expect(named.headers.get('content-disposition')).toBe(
      `attachment; filename="R_cap.csv"; filename*=UTF-8''R%C3%A9cap.csv`,
    );
  });

  it('serves client files as attachments in a sandbox, images alone inline (issue 35)', async () => {
    // A PDF could open itself with /OpenAction JavaScript: downloaded, never run inline.
    const pdf = `client-files/${kit.clientId}/OpenAction.pdf`;
    expect((await upload(pdf, pdfBytes())).status).toBe(200);
    for (const route of ['', 'authenticated/']) {
      const download = await kit.request(`/object/${route}${pdf}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="OpenAction.pdf"; filename*=UTF-8''OpenAction.pdf`,
      );
      expect(download.headers.get('content-security-policy')).toMatch(/^sandbox(;|$)/);
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      await download.arrayBuffer();
    }
    const signed = await kit.request(`/object/sign/${pdf}`, {
      method: 'POST',
      body: JSON.stringify({ expiresIn: 60 }),
      headers: { 'content-type': 'application/json' },
    });
    const { signedURL } = (await signed.json()) as { signedURL: string };
    const bySignedUrl = await kit.app.request(`/storage/v1${encodeURI(signedURL)}`);
    expect(bySignedUrl.status).toBe(200);
    expect(bySignedUrl.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(bySignedUrl.headers.get('content-security-policy')).toMatch(/^sandbox(;|$)/);

    const text = `client-files/${kit.clientId}/notes.txt`;
    await upload(text, textBytes('<script>alert(1)</script>'));
    const textDownload = await kit.request(`/object/${text}`);
    expect(textDownload.headers.get('content-disposition')).toMatch(/^attachment;/);

    const image = `client-files/${kit.clientId}/photo.png`;
    await upload(image, pngBytes());
    const imageDownload = await kit.request(`/object/${image}`);
    expect(imageDownload.headers.get('content-disposition')).toBeNull();
    expect(imageDownload.headers.get('content-security-policy')).toMatch(/^sandbox(;|$)/);
    // The site's images, too, are shown in a sandbox.
    await upload('media/sandboxed.png', pngBytes());
    const media = await kit.request('/object/public/media/sandboxed.png', { as: 'anonymous' });
    expect(media.headers.get('content-security-policy')).toMatch(/^sandbox(;|$)/);
  });

  it('answers 409 for a taken path unless x-upsert is true', async () => {
    expect((await upload('media/logo.png', pngBytes())).status).toBe(200);
    const again = await upload('media/logo.png', pngBytes(), { 'x-upsert': 'false' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      statusCode: '409',
      code: 'Duplicate',
      error: 'Duplicate',
      message: 'The resource already exists',
    });
    expect((await upload('media/logo.png', pngBytes(), { 'x-upsert': 'true' })).status).toBe(200);
  });

  it('refuses types a bucket does not take, whatever the name says', async () => {
    const renamed = await upload('documents/scan.pdf', pngBytes(), {
      'content-type': 'application/pdf',
    });
    expect(renamed.status).toBe(415);
    expect(await renamed.json()).toMatchObject({
      code: 'InvalidMimeType',
      message: 'The documents bucket does not accept image/png',
    });
    const exe = await upload(`client-files/${kit.clientId}/setup.exe`, exeBytes());
    expect(exe.status).toBe(415);
    expect(await exe.json()).toMatchObject({
      message: 'The client-files bucket does not accept application/x-msdownload',
    });
    const svg = await upload(
      'media/logo.svg',
      textBytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.status).toBe(415);
    const binary = await upload('documents/notes.txt', textBytes('a\u0000b'));
    expect(await binary.json()).toMatchObject({
      code: 'InvalidMimeType',
      message: 'The file type could not be recognised',
    });
  });

  it('refuses a body over the bucket limit with 413, declared or streamed', async () => {
    const declared = await upload('media/huge.png', oversizedPng(10 * 1024 * 1024 + 1));
    expect(declared.status).toBe(413);
    expect(declared.headers.get('connection')).toBe('close');
    expect(await declared.json()).toMatchObject({
      statusCode: '413',
      code: 'EntityTooLarge',
      message: "The object exceeds the media bucket's limit of 10 MiB",
    });
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const streamed = await kit.request('/object/media/stream.png', {
      method: 'POST',
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // Reading stopped just past the limit.
    expect(pulled).toBeLessThan(14);
    expect((await kit.request('/object/list/media', listBody({}))).status).toBe(200);
    expect(await (await kit.request('/object/list/media', listBody({}))).json()).toEqual([]);
  });

  it('refuses bad object paths with a 400 naming the problem, never a 5xx', async () => {
    const cases: [string, string][] = [
      ['/object/media/..%2F..%2Fsecrets.png', 'The object path must not contain "." or ".."'],
      ['/object/media/a%2F%2Fb.png', 'The object path has an empty folder name ("//")'],
      [
        '/object/media/a%00.png',
        "The object path may hold letters, digits, spaces and _-.!~*'()&$@=;:+, only",
      ],
      [
        '/object/media/a%0Ab.png',
        "The object path may hold letters, digits, spaces and _-.!~*'()&$@=;:+, only",
      ],
      ['/object/media/%E0%A4%A.png', 'The object path has a malformed "%" escape'],
      ['/object/media/100%.png', 'The object path has a malformed "%" escape'],
      [
        '/object/media/%25zz.png',
        "The object path may hold letters, digits, spaces and _-.!~*'()&$@=;:+, only",
      ],
      [
        '/object/media/a%5Cb.png',
        "The object path may hold letters, digits, spaces and _-.!~*'()&$@=;:+, only",
      ],
      [`/object/media/${'a'.repeat(1100)}.png`, 'The object path is longer than 1024 bytes'],
      ['/object/media/', 'The object path is empty'],
    ];
    for (const [path, message] of cases) {
      for (const method of ['GET', 'POST']) {
        const response = await kit.request(path, {
          method,
          ...(method === 'POST' ? { body: pngBytes() } : {}),
        });
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(await response.json(), `${method} ${path}`).toMatchObject({
          code: 'InvalidKey',
          message,
        });
      }
    }
    // A literal "../" is resolved by URL parsing before routing: it lands elsewhere, not above.
    const dotted = await kit.request('/object/media/../../auth/v1/x.png');
    expect(dotted.status).toBeGreaterThanOrEqual(400);
    expect(dotted.status).toBeLessThan(500);
  });

  it('stores names with spaces and non-Latin letters under their decoded path', async () => {
    const response = await upload('media/Équipe%20d%C3%A9t%C3%A9/ph%E1%BB%9F.png', pngBytes());
    expect(await response.json()).toMatchObject({ Key: 'media/Équipe dété/phở.png' });
    expect(
      (await kit.request('/object/media/%C3%89quipe%20d%C3%A9t%C3%A9/ph%E1%BB%9F.png')).status,
    ).toBe(200);
  });
});

const listBody = (body: Record<string, unknown>): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

describe('/storage/v1 list and remove', () => {
  it('lists one folder level in Supabase FileObject shape', async () => {
    await upload('documents/invoices/2026/INV-1.pdf', pdfBytes());
    await upload('documents/invoices/readme.txt', textBytes('hello'));
    const response = await kit.request(
      '/object/list/documents',
      listBody({
        prefix: 'invoices',
        limit: 100,
        offset: 0,
        sortBy: { column: 'name', order: 'asc' },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        name: '2026',
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      },
      {
        name: 'readme.txt',
        id: expect.any(String),
        updated_at: expect.any(String),
        created_at: expect.any(String),
        last_accessed_at: expect.any(String),
        metadata: {
          eTag: expect.stringMatching(/^"[0-9a-f]{64}"$/),
          size: 5,
          mimetype: 'text/plain',
          cacheControl: 'max-age=3600',
          lastModified: expect.any(String),
          contentLength: 5,
          httpStatusCode: 200,
        },
      },
    ]);
  });

  it('refuses list options it cannot honour with a 400', async () => {
    const badSort = await kit.request(
      '/object/list/documents',
      listBody({ sortBy: { column: 'metadata', order: 'asc' } }),
    );
    expect(badSort.status).toBe(400);
    expect(await badSort.json()).toMatchObject({ code: 'InvalidRequest' });
    const notJson = await kit.request('/object/list/documents', { method: 'POST', body: '{' });
    expect(await notJson.json()).toMatchObject({
      statusCode: '400',
      message: 'The request body is not valid JSON',
    });
    const badPrefix = await kit.request('/object/list/documents', listBody({ prefix: '../x' }));
    expect(await badPrefix.json()).toMatchObject({ code: 'InvalidKey' });
  });

  it('removes the listed paths and answers the objects removed', async () => {
    await upload('media/a.png', pngBytes());
    await upload('media/b.png', pngBytes());
    const response = await kit.request('/object/media', {
      method: 'DELETE',
      body: JSON.stringify({ prefixes: ['a.png', 'missing.png'] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    const removed = (await response.json()) as { name: string; bucket_id: string }[];
    expect(removed.map(({ name, bucket_id }) => ({ name, bucket_id }))).toEqual([
      { name: 'a.png', bucket_id: 'media' },
    ]);
    expect((await kit.request('/object/media/a.png')).status).toBe(404);
    expect((await kit.request('/object/media/b.png')).status).toBe(200);
  });
});

describe('/storage/v1 errors', () => {
  it('answers in Storage error shape for a missing key, an unknown bucket or endpoint', async () => {
    const noKey = await kit.request('/object/media/x.png', { apiKey: null });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({
      statusCode: '401',
      code: 'InvalidApiKey',
      error: 'InvalidApiKey',
      message: 'No API key found in request',
    });
    const missing = await kit.request('/object/media/nothing.png');
    expect(await missing.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    const noBucket = await kit.request('/object/avatars/x.png');
    expect(await noBucket.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
    const endpoint = await kit.request('/bucket');
    expect(await endpoint.json()).toMatchObject({ statusCode: '404', code: 'NotFound' });
  });

  it('lets browsers send the upload headers of supabase-js (CORS)', async () => {
    const preflight = await kit.app.request('/storage/v1/object/media/x.png', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'authorization,apikey,x-upsert,cache-control,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    const allowed = preflight.headers.get('access-control-allow-headers')?.split(',') ?? [];
    expect(allowed).toEqual(expect.arrayContaining(['x-upsert', 'cache-control', 'x-client-info']));
  });
});
