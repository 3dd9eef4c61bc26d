import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createCallerResolver } from '../auth/caller.ts';
import type { Keys } from '../auth/keys.ts';
import { anyAnswer } from '../test/any-answer.ts';
import { createTestKeys } from '../test/fixtures.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { MAX_BODY_BYTES } from './dispatcher.ts';
import { createRegistry, defineAction, defineFunction } from './registry.ts';

const database = useTestDatabase();
let keys: Keys;
let server: ServerType;
let port = 0;

beforeAll(async () => {
  keys = await createTestKeys();
  const app = createApp({
    db: database.db,
    keys,
    corsOrigins: ['http://localhost:3000'],
    functions: createRegistry([
      defineFunction('test-things', {
        ping: defineAction({
          access: 'public',
          output: anyAnswer,
          handler: () => ({ pong: true }),
        }),
      }),
    ]),
    resolveCaller: createCallerResolver({ keys }),
  });
  const address = await new Promise<AddressInfo>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, resolve);
  });
  port = address.port;
});

afterAll(async () => {
  if ('closeAllConnections' in server) server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function postRequest(body: string, extraHeaders = ''): string {
  return (
    'POST /functions/v1/test-things HTTP/1.1\r\n' +
    'Host: 127.0.0.1\r\n' +
    `apikey: ${keys.anonKey}\r\n` +
    'Content-Type: application/json\r\n' +
    'Connection: keep-alive\r\n' +
    extraHeaders +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

type Exchange = {
  /** Everything the server sent on the connection. */
  received: string;
  /** The server ended the connection (FIN) rather than leaving it open. */
  isEndedByServer: boolean;
  /** A socket error (a reset) seen by the client, if any. */
  socketError: string | null;
};

/**
 * Sends `first` on one kept-alive connection and reads its answer. Then, as a browser would:
 * if the answer says `Connection: close`, waits for the server to close; otherwise sends
 * `second` on the same connection and reads that answer too.
 */
function exchange(first: string, second: string, pauseAfterBytes = 0): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let isEndedByServer = false;
    let socketError: string | null = null;
    let isSecondSent = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ received, isEndedByServer, socketError });
    };
    const timer = setTimeout(finish, 5000);
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => {
      received += text;
      const last = received.slice(received.lastIndexOf('HTTP/1.1 '));
      if (!isAnswerComplete(last)) return;
      if (isSecondSent || /\r\nconnection: close\r\n/i.test(last)) {
        if (isSecondSent) finish();
        return;
      }
      isSecondSent = true;
      socket.write(second);
    });
    socket.on('end', () => {
      isEndedByServer = true;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      socketError = error.code ?? error.message;
    });
    socket.on('close', finish);
    if (pauseAfterBytes === 0) {
      socket.write(first);
      return;
    }
    // A slow upload: the rest of the body follows once the server has seen the headers.
    socket.write(first.slice(0, pauseAfterBytes));
    setTimeout(() => {
      if (!socket.destroyed) socket.write(first.slice(pauseAfterBytes));
    }, 300);
  });
}

/** The answer's headers and its Content-Length bytes of body have arrived. */
function isAnswerComplete(answer: string): boolean {
  const end = answer.indexOf('\r\n\r\n');
  if (end === -1) return false;
  const length = /\r\ncontent-length: (\d+)/i.exec(answer.slice(0, end));
  return length !== null && Buffer.byteLength(answer.slice(end + 4)) >= Number(length[1]);
}

describe('413 over a real connection', () => {
  it('closes a kept-alive connection after 413, so the unread body is never read as a request', async () => {
    const tooLarge = JSON.stringify({ action: 'ping', padding: 'x'.repeat(MAX_BODY_BYTES) });
    const { received, isEndedByServer, socketError } = await exchange(
      postRequest(tooLarge),
      postRequest(JSON.stringify({ action: 'ping' })),
    );
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    expect(received).toContain('"code":"PAYLOAD_TOO_LARGE"');
    // The body's bytes were never read as a second request, and the close was clean.
    expect(received.split('HTTP/1.1 ')).toHaveLength(2);
    expect(isEndedByServer).toBe(true);
    expect(socketError).toBeNull();
  });

  it('reads the rest of a slow too-large upload before closing, so the client sees 413, not a reset', async () => {
    const tooLarge = JSON.stringify({ action: 'ping', padding: 'x'.repeat(MAX_BODY_BYTES) });
    const { received, isEndedByServer, socketError } = await exchange(
      postRequest(tooLarge),
      '',
      64 * 1024,
    );
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(isEndedByServer).toBe(true);
    expect(socketError).toBeNull();
  });

  it('keeps a connection alive after an ordinary answer', async () => {
    const ping = postRequest(JSON.stringify({ action: 'ping' }));
    const { received, isEndedByServer, socketError } = await exchange(ping, ping);
    expect(isEndedByServer).toBe(false);
    expect(received.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    expect(socketError).toBeNull();
  });

  it('a new connection after a 413 is served', async () => {
    const tooLarge = JSON.stringify({ action: 'ping', padding: 'x'.repeat(2 * MAX_BODY_BYTES) });
    await exchange(postRequest(tooLarge), '');
    const response = await fetch(`http://127.0.0.1:${port}/functions/v1/test-things`, {
      method: 'POST',
      headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'ping' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, pong: true });
  });
});
