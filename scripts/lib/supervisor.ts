import type { ChildProcess } from 'node:child_process';

/**
 * Keeps a child process running (`pnpm start`'s backend): one that exits when nobody asked it
 * to is started again after a pause that doubles with each failure in a row (1 s, 2 s, 4 s … up
 * to `maxDelayMs`), back to the shortest once it has run `stableAfterMs`. The rest of the stack
 * stays up meanwhile; the console says what happened. No acknowledged write is lost by a crash
 * (every write commits before it answers), so starting again is all a crash needs.
 */
export interface SupervisorOptions {
  /** Starts the process and resolves once it serves (`startBackend`); rejects if it cannot. */
  start: () => Promise<ChildProcess>;
  /** For the console: "backend". */
  name: string;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Running this long counts as a good start: the next failure waits the shortest pause. */
  stableAfterMs?: number;
  log?: (line: string) => void;
  /** Tests replace the clock. */
  wait?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface Supervisor {
  /** Stops supervising and the process (SIGTERM); resolves once it has exited. */
  stop(): Promise<void>;
  /** How many times the process was started again. */
  readonly restarts: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the process ended with, for the console. */
const ending = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `signal ${signal}` : `exit code ${code}`;

export async function supervise(options: SupervisorOptions): Promise<Supervisor> {
  const minDelay = options.minDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const stableAfter = options.stableAfterMs ?? 60_000;
  const log = options.log ?? ((line: string) => console.warn(line));
  const wait = options.wait ?? sleep;
  const now = options.now ?? Date.now;

  let child = await options.start();
  let isStopping = false;
  let restarts = 0;
  let delay = minDelay;
  let startedAt = now();
  let exited: Promise<void> = Promise.resolve();

  const watch = (running: ChildProcess) => {
    exited = new Promise<void>((resolve) => {
      running.once('exit', (code, signal) => {
        resolve();
        if (!isStopping) void restart(code, signal);
      });
    });
  };

  async function restart(code: number | null, signal: NodeJS.Signals | null): Promise<void> {
    if (now() - startedAt >= stableAfter) delay = minDelay;
    log(
      `The ${options.name} stopped (${ending(code, signal)}); starting it again in ${delay / 1000} s.`,
    );
    for (;;) {
      await wait(delay);
      delay = Math.min(delay * 2, maxDelay);
      if (isStopping) return;
      try {
        child = await options.start();
        restarts += 1;
        startedAt = now();
        log(`The ${options.name} is running again.`);
        watch(child);
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log(`The ${options.name} did not start (${reason}); trying again in ${delay / 1000} s.`);
      }
    }
  }

  watch(child);
  return {
    get restarts() {
      return restarts;
    },
    async stop() {
      isStopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
