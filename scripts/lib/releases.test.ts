import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  integrityOf,
  readReleaseIndex,
  releaseRemote,
  releaseVersion,
  writeReleaseIndex,
} from './releases';
import { shellConfig } from './stack';

let folder = '';

/** A built remote: package.json beside dist/ with a manifest, its entry and a render bundle. */
async function fakeBuild(name: string, entryText: string) {
  const dist = path.join(folder, name, 'dist');
  await mkdir(path.join(dist, 'static/js'), { recursive: true });
  await mkdir(path.join(dist, 'server'), { recursive: true });
  await writeFile(path.join(folder, name, 'package.json'), '{"version":"1.2.3"}');
  await writeFile(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { name: 'static/js/entry.js', path: '' } } }),
  );
  await writeFile(path.join(dist, 'static/js/entry.js'), entryText);
  await writeFile(path.join(dist, 'server/render.mjs'), 'export const render = () => null;');
  return dist;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'releases-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('releases', () => {
  it('writes SRI values', () => {
    const digest = createHash('sha384').update('alert(1)').digest('base64');
    expect(integrityOf('alert(1)')).toBe(`sha384-${digest}`);
  });

  it('names a build by its files: the same build, the same version; compressed copies aside', async () => {
    const dist = await fakeBuild('a', 'one');
    const version = await releaseVersion(dist, '1.2.3');
    expect(version).toMatch(/^1\.2\.3-[0-9a-f]{10}$/);
    await writeFile(path.join(dist, 'static/js/entry.js.br'), 'compressed');
    expect(await releaseVersion(dist, '1.2.3')).toBe(version);
    await writeFile(path.join(dist, 'static/js/entry.js'), 'two');
    expect(await releaseVersion(dist, '1.2.3')).not.toBe(version);
  });

  it('keeps each release beside the previous ones, with the integrity of its entry and render', async () => {
    const releases = path.join(folder, 'releases');
    const dist = await fakeBuild('remote-x', 'first build');
    const first = await releaseRemote('remote-x', dist, releases);
    await writeFile(path.join(dist, 'static/js/entry.js'), 'second build');
    const second = await releaseRemote('remote-x', dist, releases);
    expect(second.version).not.toBe(first.version);
    expect((await readdir(path.join(releases, 'remote-x'))).sort()).toEqual(
      [first.version, second.version].sort(),
    );
    expect(
      await readFile(path.join(releases, 'remote-x', first.version, 'static/js/entry.js'), 'utf8'),
    ).toBe('first build');
    expect(first.integrity).toEqual({
      entry: integrityOf('first build'),
      render: integrityOf('export const render = () => null;'),
    });
    // Released again unchanged: the same folder, nothing copied over it.
    expect(await releaseRemote('remote-x', dist, releases)).toEqual(second);

    await writeReleaseIndex(releases, { remote_public: second });
    expect(await readReleaseIndex(releases)).toEqual({ remote_public: second });
    expect(await readReleaseIndex(path.join(folder, 'nothing'))).toBeNull();
  });

  it("puts each remote's versioned URL, version and integrity in config.json", () => {
    const release = {
      folder: 'remote-public',
      version: '0.1.0-abcdef0123',
      integrity: { entry: 'sha384-e', render: 'sha384-r' },
    };
    const config = shellConfig('key', { ATELIER_PUBLIC_PORT: '3101' }, { remote_public: release });
    expect(config.remotes.remote_public).toBe(
      'http://localhost:3101/remote-public/0.1.0-abcdef0123/mf-manifest.json',
    );
    expect(config.remotes.remote_admin).toBe('http://localhost:3003/mf-manifest.json');
    expect(config.versions).toEqual({ remote_public: '0.1.0-abcdef0123' });
    expect(config.integrity).toEqual({ remote_public: release.integrity });
    // Without releases (`pnpm dev`): the root of each dev server, nothing to check.
    expect(shellConfig('key', {})).toEqual({
      backendUrl: 'http://localhost:54321',
      publicKey: 'key',
      remotes: expect.objectContaining({ remote_public: 'http://localhost:3001/mf-manifest.json' }),
      demoFallback: true,
    });
  });
});
