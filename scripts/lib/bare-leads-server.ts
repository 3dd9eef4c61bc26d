/**
 * The bench's yardstick: a bare `node:http` server that answers `get_leads` with the very
 * statement the backend runs (`leadListStatement` from backend/src/db/leads.ts) on the same
 * engine, and nothing else — no validation, session, middleware or logging. Started as its
 * own process, so it has a core of its own to compete for, as the backend has:
 *   BARE_PORT=54398 BARE_DATA_DIR=<copy of a PGlite data dir> tsx scripts/lib/bare-leads-server.ts
 *   BARE_PORT=54398 BARE_DATABASE_URL=postgres://... tsx scripts/lib/bare-leads-server.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../backend/src/db/database';
import { type LeadListQuery, leadListStatement } from '../../backend/src/db/leads';

interface BareRequest {
  page: number;
  pageSize: number;
  sort: LeadListQuery['sort'];
  order: LeadListQuery['order'];
}

async function readBody(request: IncomingMessage): Promise<BareRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as BareRequest;
}

async function serve(port: number, source: { dataDir?: string; databaseUrl?: string }) {
  const db = await openDatabase(source);
  const server = createServer((request, response) => {
    if (request.method !== 'POST') {
      response.end('ok');
      return;
    }
    readBody(request)
      .then(async ({ page, pageSize, sort, order }) => {
        const { sql, params } = leadListStatement({
          sort,
          order,
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
        const [row] = await db.query<{ rows: unknown[]; total: number }>(sql, params);
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({ success: true, leads: row?.rows, total: row?.total, page, pageSize }),
        );
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ success: false, error: String(error) }));
      });
  });
  server.listen(port, '127.0.0.1');
  const stop = () => {
    server.close(() => void db.close().then(() => process.exit(0)));
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
}

/** Starts the bare server as a child process and resolves once it answers. */
export async function startBareLeadsServer(env: {
  BARE_PORT: string;
  BARE_DATA_DIR?: string;
  BARE_DATABASE_URL?: string;
}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error('The bare server stopped while starting');
    try {
      if ((await fetch(`http://127.0.0.1:${env.BARE_PORT}/`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('The bare server did not start');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serve(Number(process.env.BARE_PORT), {
    dataDir: process.env.BARE_DATA_DIR,
    databaseUrl: process.env.BARE_DATABASE_URL,
  }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
