import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../test/s3-server.ts';
import { type S3Settings, s3BlobStore } from './s3-blob-store.ts';
import { describeStorageContract } from './storage-contract.ts';

// s3rver (a fake S3 on loopback) checks the access key id but not the SigV4 signature itself,
// so the request shape is checked separately below.
let server: S3Server;
let settings: S3Settings;

beforeAll(async () => {
  server = await startS3Server();
  settings = server.settings;
});

afterAll(async () => {
  await server.close();
});

describeStorageContract('S3 (s3rver)', () => s3BlobStore(settings));

describe('S3 blob store', () => {
  const key = 'documents/6f0c1c1e-2b1a-4a55-9d3e-0c8f5b7a1d20';

  it('stores each blob as one object of the configured bucket', async () => {
    const blobs = s3BlobStore(settings);
    await blobs.write(key, new Uint8Array([7, 8, 9]), 'application/pdf');
    const direct = await fetch(`${settings.endpoint}${settings.bucket}/${key}`);
    expect(direct.status).toBe(200);
    expect(new Uint8Array(await direct.arrayBuffer())).toEqual(new Uint8Array([7, 8, 9]));
    await blobs.delete(key);
    await blobs.delete(key);
    expect(await blobs.read(key)).toBeNull();
  });

  it('reports what S3 refused, without the credentials', async () => {
    const blobs = s3BlobStore({ ...settings, accessKeyId: 'UNKNOWN' });
    const failure = blobs.write(key, new Uint8Array(1), 'text/plain');
    await expect(failure).rejects.toThrow(/answered 403 \(InvalidAccessKeyId\)/);
    await expect(failure).rejects.not.toThrow(/S3RVER/);
  });

  it('sends path-style, SigV4-signed requests', async () => {
    const seen: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];
    const recorder: Server = createServer((request, response) => {
      seen.push({ method: request.method, url: request.url, headers: request.headers });
      request.resume();
      request.on('end', () => response.end());
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    const { port } = recorder.address() as AddressInfo;
    try {
      const blobs = s3BlobStore({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: 'my-bucket',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'secret',
        region: 'eu-central-1',
      });
      await blobs.write(key, new Uint8Array([1]), 'application/pdf');
    } finally {
      await new Promise((resolve) => recorder.close(resolve));
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'PUT', url: `/my-bucket/${key}` });
    expect(seen[0]?.headers['content-type']).toBe('application/pdf');
    expect(seen[0]?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
    );
    expect(seen[0]?.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
  });
});
