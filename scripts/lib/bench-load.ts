/**
 * The load generator of `pnpm bench`: one client for the backend and the bare server alike, so
 * their figures differ only by what answers the requests.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU milliseconds process `pid` has used (user + system), from /proc; NaN where there is none.
 * Unlike latencies, this hardly moves when other work shares the machine.
 */
export function cpuMilliseconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

export interface LoadOptions {
  /** Where each request is POSTed. */
  url: string;
  headers: Record<string, string>;
  /** The JSON body of the n-th request (0, 1, 2, ...). */
  body: (request: number) => unknown;
  /** A good answer: counted as an error otherwise (the latency still counts). */
  isGood: (status: number, body: unknown) => boolean;
  concurrency: number;
  seconds: number;
  /** The server's process, whose CPU time the load is charged. */
  pid: number | undefined;
}

/** What one load measured, before summing up. */
export interface LoadSample {
  latencies: number[];
  errors: number;
  seconds: number;
  /** CPU time the server used meanwhile. */
  cpuMs: number;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server's CPU time per request. */
  cpuMsPerRequest: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** `concurrency` connections, each sending its next request as soon as the last is answered. */
export async function runLoad(options: LoadOptions): Promise<LoadSample> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const worker = async (first: number) => {
    for (let request = first; performance.now() < deadline; request += options.concurrency) {
      const started = performance.now();
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: options.headers,
          body: JSON.stringify(options.body(request)),
        });
        if (!options.isGood(response.status, await response.json())) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  const cpuBefore = cpuMilliseconds(options.pid);
  await Promise.all(Array.from({ length: options.concurrency }, (_, index) => worker(index)));
  return {
    latencies,
    errors,
    seconds: (performance.now() - started) / 1000,
    cpuMs: cpuMilliseconds(options.pid) - cpuBefore,
  };
}

/** Several loads of one target (slices taken turn about with another) as one result. */
export function summarize(samples: readonly LoadSample[]): LoadResult {
  const latencies = samples.flatMap((sample) => sample.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, sample) => sum + sample.seconds, 0);
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: samples.reduce((sum, sample) => sum + sample.errors, 0),
    cpuMsPerRequest: samples.reduce((sum, sample) => sum + sample.cpuMs, 0) / latencies.length,
  };
}
