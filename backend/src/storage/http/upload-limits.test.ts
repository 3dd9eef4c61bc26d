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
    type Outcome =
      | { kind: 'answered'; status: number; body: string }
      // The connection was cut while the client was still writing: under load the client can
      // see the cut (EPIPE, ECONNRESET) before it has parsed the 413 that preceded it.
      | { kind: 'cut'; code: string };
    const outcome = await new Promise<Outcome>((resolve, reject) => {
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
          const answered = { kind: 'answered', status: response.statusCode ?? 0, body } as const;
          request.socket?.once('close', () => resolve(answered));
          if (request.socket?.destroyed) resolve(answered);
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (isAnswered) return; // the server may cut the upload once it has answered
        if (error.code === 'EPIPE' || error.code === 'ECONNRESET') {
          isAnswered = true;
          resolve({ kind: 'cut', code: error.code });
        } else reject(error);
      });
      send();
    });
    if (outcome.kind === 'answered') {
      expect(outcome.status).toBe(413);
      expect(JSON.parse(outcome.body)).toMatchObject({ code: 'EntityTooLarge' });
    } else {
      expect(['EPIPE', 'ECONNRESET']).toContain(outcome.code);
    }
    const health = await fetch(`${base}/object/list/media`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(health.status).toBe(200);
  });
});
