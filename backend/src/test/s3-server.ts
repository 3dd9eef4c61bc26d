/// <reference path="../storage/s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../storage/s3-blob-store.ts';

export interface S3Server {
  settings: S3Settings;
  /** The `ATELIER_S3_*` variables that point a backend at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on loopback (s3rver: it checks the access key id, not the SigV4
 * signature) with one bucket, its objects in a temporary folder removed by `close()`.
 */
export async function startS3Server(bucket = 'atelier-files'): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'atelier-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver's built-in account.
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}/`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
  };
  return {
    settings,
    env: {
      ATELIER_S3_ENDPOINT: settings.endpoint,
      ATELIER_S3_BUCKET: bucket,
      ATELIER_S3_ACCESS_KEY_ID: settings.accessKeyId,
      ATELIER_S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      ATELIER_S3_REGION: settings.region,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
