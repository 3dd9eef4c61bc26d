import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { supervise } from './supervisor';

/** A stand-in child: `die` is a crash, `kill` a requested stop. */
class FakeChild extends EventEmitter {
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  killedWith: string | null = null;
  die(code: number | null, signal: NodeJS.Signals | null = null) {
    this.exitCode = code;
    this.signalCode = signal;
    this.emit('exit', code, signal);
  }
  kill(signal: NodeJS.Signals) {
    this.killedWith = signal;
    this.die(null, signal);
    return true;
  }
}

function harness(startFailures: number[] = []) {
  const children: FakeChild[] = [];
  const waits: number[] = [];
  const lines: string[] = [];
  let clock = 0;
  let attempt = 0;
  const start = async () => {
    attempt += 1;
    if (startFailures.includes(attempt)) throw new Error('port in use');
    const child = new FakeChild();
    children.push(child);
    return child as unknown as ChildProcess;
  };
  return {
    children,
    waits,
    lines,
    tick: (ms: number) => {
      clock += ms;
    },
    options: {
      start,
      name: 'backend',
      log: (line: string) => lines.push(line),
      wait: async (ms: number) => {
        waits.push(ms);
      },
      now: () => clock,
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('supervise', () => {
  it('starts a crashed process again, waiting longer after each crash in a row', async () => {
    const h = harness();
    const supervisor = await supervise(h.options);
    h.children[0]?.die(null, 'SIGKILL');
    await settle();
    h.children[1]?.die(1);
    await settle();
    expect(h.children).toHaveLength(3);
    expect(h.waits).toEqual([1000, 2000]);
    expect(supervisor.restarts).toBe(2);
    expect(h.lines[0]).toBe('The backend stopped (signal SIGKILL); starting it again in 1 s.');
    expect(h.lines).toContain('The backend is running again.');
  });

  it('waits the shortest pause again once the process ran long enough', async () => {
    const h = harness();
    await supervise(h.options);
    h.children[0]?.die(1);
    await settle();
    h.tick(60_000);
    h.children[1]?.die(1);
    await settle();
    expect(h.waits).toEqual([1000, 1000]);
  });

  it('keeps trying when a start fails, and never past the longest pause', async () => {
    const h = harness([2, 3, 4, 5, 6, 7]);
    const supervisor = await supervise({ ...h.options, maxDelayMs: 8000 });
    h.children[0]?.die(1);
    for (let i = 0; i < 10; i += 1) await settle();
    expect(h.waits).toEqual([1000, 2000, 4000, 8000, 8000, 8000, 8000]);
    expect(h.children).toHaveLength(2);
    expect(supervisor.restarts).toBe(1);
    expect(h.lines.filter((line) => line.includes('did not start'))).toHaveLength(6);
  });

  it('stops the process when asked, and does not start it again', async () => {
    const h = harness();
    const supervisor = await supervise(h.options);
    await supervisor.stop();
    await settle();
    expect(h.children[0]?.killedWith).toBe('SIGTERM');
    expect(h.children).toHaveLength(1);
    expect(h.lines).toEqual([]);
  });
});

describe('supervise, with a real process', () => {
  it('starts a process killed with SIGKILL again', async () => {
    const { spawn } = await import('node:child_process');
    const started: ChildProcess[] = [];
    const supervisor = await supervise({
      name: 'sleeper',
      minDelayMs: 10,
      log: () => undefined,
      start: async () => {
        const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
          stdio: 'ignore',
        });
        started.push(child);
        return child;
      },
    });
    try {
      started[0]?.kill('SIGKILL');
      await expect.poll(() => started.length, { timeout: 5000 }).toBe(2);
      expect(started[1]?.exitCode).toBeNull();
    } finally {
      await supervisor.stop();
    }
    expect(started[1]?.signalCode).toBe('SIGTERM');
  });
});
