import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oversizedPng, pngBytes } from '../test-files.ts';
import { useStorageKit } from '../test-kit.ts';

const kit = useStorageKit();
let server: ServerType;
let base = '';

beforeAll(async () => {
  const address = await new Promise<AddressInfo>((resolve) => {
    server = serve({ fetch: kit.app.fetch, hostname: '127.0.0.1', port: 0 }, resolve);
  });
  base = `http://127.0.0.1:${address.port}/storage/v1`;
});

afterAll(async () => {
  if ('closeAllConnections' in server) server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const headers = () => ({
  apikey: kit.keys.anonKey,
  authorization: `Bearer ${kit.token('admin')}`,
});

describe('upload limits over a real connection', () => {
  it('answers 413 to a body over the limit, and the server keeps serving', async () => {
    const response = await fetch(`${base}/object/media/huge.png`, {
      method: 'POST',
      headers: headers(),
      body: oversizedPng(11 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'EntityTooLarge' });
    const next = await fetch(`${base}/object/media/ok.png`, {
      method: 'POST',
      headers: headers(),
      body: pngBytes(),
    });
    expect(next.status).toBe(200);
  });

  it('stops reading a chunked body at the limit and closes that connection', async () => {
    const answer = await new Promise<{ status: number; body: string; closed: boolean }>(
      (resolve, reject) => {
        const request = httpRequest(`${base}/object/media/endless.png`, {
          method: 'POST',
          headers: { ...headers(), 'transfer-encoding': 'chunked' },
        });
        const chunk = Buffer.alloc(256 * 1024);
        let isAnswered = false;
        // Keeps sending until the server answers: a client that would never stop on its own.
        const send = () => {
          while (!isAnswered && request.write(chunk)) {}
          if (!isAnswered) request.once('drain', send);
        };
        request.on('response', (response) => {
          isAnswered = true;
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (text: string) => {
            body += text;
          });
          response.on('end', () => {
            request.socket?.once('close', () =>
              resolve({ status: response.statusCode ?? 0, body, closed: true }),
            );
            if (request.socket?.destroyed) {
              resolve({ status: response.statusCode ?? 0, body, closed: true });
            }
          });
        });
        // The server may cut the upload once it has answered.
        request.on('error', (error) => {
          if (!isAnswered) reject(error);
        });
        send();
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'EntityTooLarge' });
    expect(answer.closed).toBe(true);
    const health = await fetch(`${base}/object/list/media`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(health.status).toBe(200);
  });
});
