import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertBlobKey, type BlobStore, BlobStoreError } from './blob-store.ts';

export interface S3Settings {
  /** `https://s3.<region>.amazonaws.com`, `http://127.0.0.1:9000` (MinIO), ... */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const REQUEST_TIMEOUT_MS = 60_000;

/**
 * Blobs as objects of one S3-compatible bucket, `<bucket>/<version id>` as the key. Path-style
 * URLs (`<endpoint>/<bucket>/<key>`), which every S3-compatible server understands, signed
 * with SigV4 by aws4fetch over the platform's fetch.
 */
export function s3BlobStore(settings: S3Settings): BlobStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const send = async (key: string, init: RequestInit): Promise<Response> => {
    assertBlobKey(key);
    try {
      return await client.fetch(`${base}/${key}`, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new BlobStoreError(`S3 ${init.method ?? 'GET'} ${key} failed`, { cause: error });
    }
  };
  return {
    kind: 's3',
    async write(key, bytes, contentType) {
      const response = await send(key, {
        method: 'PUT',
        // A copy typed as backed by an ArrayBuffer, which fetch's BodyInit asks for.
        body: new Uint8Array(bytes),
        headers: {
          'content-type': contentType,
          // aws4fetch leaves S3 bodies unsigned by default; signing it makes S3 check every byte.
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      await expectOk(response, 'PUT', key);
    },
    async read(key) {
      const response = await send(key, { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      await expectOk(response, 'GET', key, true);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send(key, { method: 'DELETE' });
      if (response.status === 404) {
        await response.body?.cancel();
        return;
      }
      await expectOk(response, 'DELETE', key);
    },
  };
}

/** Throws with S3's error code (from its XML answer) unless the answer is a success. */
async function expectOk(
  response: Response,
  method: string,
  key: string,
  keepBody = false,
): Promise<void> {
  if (response.ok) {
    if (!keepBody) await response.body?.cancel();
    return;
  }
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? 'no error code';
  throw new BlobStoreError(`S3 ${method} ${key} answered ${response.status} (${code})`);
}
