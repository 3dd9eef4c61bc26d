import {
  Agent,
  createServer,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  request,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** The response header naming the upstream that answered. */
export const UPSTREAM_HEADER = 'x-test-upstream';

export interface Upstream {
  name: string;
  /** `http://127.0.0.1:<port>` */
  url: string;
}

export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  close(): Promise<void>;
}

/** Headers of one connection, never forwarded (RFC 9110 §7.6.1). */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

const endToEnd = (headers: IncomingHttpHeaders): OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));

/**
 * A reverse proxy on loopback that hands each request to the next upstream in turn (one request
 * each), streaming method, path, headers and body, and answering with the upstream's status,
 * headers and body plus `x-test-upstream` naming the upstream that answered. It appends the client's address to X-Forwarded-For, as
 * a load balancer does.
 */
export async function startRoundRobinProxy(
  upstreams: readonly Upstream[],
  listenPort = 0,
): Promise<RoundRobinProxy> {
  if (upstreams.length === 0) throw new Error('A proxy needs at least one upstream');
  const agent = new Agent({ keepAlive: true });
  let turn = 0;
  const server = createServer((incoming, answer) => {
    const upstream = upstreams[turn % upstreams.length] as Upstream;
    turn += 1;
    const target = new URL(upstream.url);
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .flat()
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .join(', ');
    const outgoing = request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...endToEnd(incoming.headers), 'x-forwarded-for': forwardedFor },
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, {
          ...endToEnd(response.headers),
          [UPSTREAM_HEADER]: upstream.name,
        });
        response.pipe(answer);
      },
    );
    outgoing.on('error', (error) => {
      if (!answer.headersSent) {
        answer.writeHead(502, { 'content-type': 'text/plain', [UPSTREAM_HEADER]: upstream.name });
      }
      answer.end(`Proxy: ${upstream.name} failed: ${error.message}`);
    });
    incoming.pipe(outgoing);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(listenPort, '127.0.0.1', done);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
      agent.destroy();
      await closed;
    },
  };
}
