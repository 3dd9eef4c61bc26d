import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** `backend/`: where `src/main.ts` runs from, as `pnpm start` runs it. */
const backendDir = resolve(import.meta.dirname, '..', '..');

/** A port nobody listens on right now (the OS picks it; free again once closed). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** A real backend in a child process, from its sources (`src/main.ts`) as `pnpm dev` runs it. */
export interface BackendProcess {
  readonly name: string;
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Its stdout and stderr so far, for failure messages. */
  output(): string;
  /** Resolves once GET /health answers 200; rejects with its output if it exits or is too slow. */
  waitUntilHealthy(timeoutMs: number): Promise<void>;
  /** Resolves once its stdout has a line matching `pattern`; same failures as above. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Spawns `node --import tsx src/main.ts` in `backend/` with exactly `env` (plus PATH and HOME)
 * and `ATELIER_BACKEND_PORT=port`. Returns at once: wait with `waitUntilHealthy`.
 */
export function spawnBackend(
  name: string,
  port: number,
  env: Record<string, string>,
): BackendProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: backendDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...env,
      ATELIER_BACKEND_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const output = () => `--- ${name} stdout ---\n${stdout}--- ${name} stderr ---\n${stderr}`;

  /** Polls `isDone` every 100 ms until it answers true, the process exits or time runs out. */
  const waitFor = async (what: string, isDone: () => Promise<boolean>, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (hasExited(child)) {
        throw new Error(
          `Backend ${name} exited (code ${child.exitCode}) before ${what}\n${output()}`,
        );
      }
      if (await isDone()) return;
      await sleep(100);
    }
    throw new Error(`Backend ${name}: no ${what} within ${timeoutMs} ms\n${output()}`);
  };

  return {
    name,
    url,
    output,
    waitUntilHealthy: (timeoutMs) =>
      waitFor(
        'healthy answer on /health',
        async () => {
          try {
            const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
            await response.body?.cancel();
            return response.status === 200;
          } catch {
            return false; // not listening yet
          }
        },
        timeoutMs,
      ),
    waitForLine: (pattern, timeoutMs) =>
      waitFor(
        `line matching ${pattern}`,
        async () => stdout.split('\n').some((line) => pattern.test(line)),
        timeoutMs,
      ),
    async stop(graceMs = 5000) {
      if (hasExited(child)) return;
      child.kill('SIGTERM');
      if (await exitsWithin(exited, graceMs)) return;
      child.kill('SIGKILL');
      if (!(await exitsWithin(exited, graceMs))) {
        throw new Error(`Backend ${name} (pid ${child.pid}) did not exit after SIGKILL`);
      }
    },
  };
}

const hasExited = (child: ChildProcess): boolean =>
  child.exitCode !== null || child.signalCode !== null;

async function exitsWithin(exited: Promise<void>, ms: number): Promise<boolean> {
  const timer = new AbortController();
  const timedOut = sleep(ms, false, { signal: timer.signal }).catch(() => false);
  const result = await Promise.race([exited.then(() => true), timedOut]);
  timer.abort();
  return result;
}
