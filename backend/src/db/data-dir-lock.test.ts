import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

let dir: string;
let lockPath: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'atelier-lock-'));
  lockPath = join(dir, 'pgdata.lock');
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('writes our pid and removes the file on release', () => {
    const release = lockDataDir(lockPath);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a second lock in the same process until the first is released', () => {
    const release = lockDataDir(lockPath);
    expect(() => lockDataDir(lockPath)).toThrow(DataDirLockedError);
    release();
    lockDataDir(lockPath)();
  });

  it('refuses a directory locked by another running process', () => {
    writeFileSync(lockPath, `${process.ppid}\n`);
    expect(() => lockDataDir(lockPath)).toThrow(`is in use by process ${process.ppid}`);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over the lock of a process that no longer runs', () => {
    writeFileSync(lockPath, '4194000\n');
    const release = lockDataDir(lockPath);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});
