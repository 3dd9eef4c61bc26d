/**
 * Each remote's build, released under a versioned prefix: `dist/releases/<remote>/<version>/`,
 * the version being the package's and a digest of every file of the build, so a new build sits
 * beside the previous one and going back is editing `config.json`. `index.json` there names the
 * newest release of each remote with the integrity (SHA-384, as in SRI) of its entry and of its
 * server render bundle; `pnpm start` writes them into `config.json` (docs/deploy.md).
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { precompress } from './precompress';

export type RemoteIntegrity = { entry: string; render?: string };

export type RemoteRelease = {
  /** The remote's folder, also its prefix: `remote-public`. */
  folder: string;
  version: string;
  integrity: RemoteIntegrity;
};

/** Federation name → its newest release. */
export type ReleaseIndex = Record<string, RemoteRelease>;

const RENDER_BUNDLE = 'server/render.mjs';
/** Compressed copies the static server writes beside the files: not part of a build. */
const isDerived = (name: string) => name.endsWith('.br') || name.endsWith('.gz');

/** An SRI value: `sha384-<base64>`. */
export function integrityOf(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

async function filesOf(root: string, dir = root): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesOf(root, full)));
    else if (entry.isFile() && !isDerived(entry.name)) files.push(path.relative(root, full));
  }
  return files.sort();
}

/** `<package version>-<10 hex of the digest of every file's path and content>`. */
export async function releaseVersion(distDir: string, packageVersion: string): Promise<string> {
  const digest = createHash('sha256');
  for (const file of await filesOf(distDir)) {
    const content = createHash('sha256')
      .update(await readFile(path.join(distDir, file)))
      .digest('hex');
    digest.update(`${file.split(path.sep).join('/')}\0${content}\n`);
  }
  return `${packageVersion}-${digest.digest('hex').slice(0, 10)}`;
}

/** The integrity of a build's entry (named by its manifest) and of its render bundle, if any. */
export async function releaseIntegrity(distDir: string): Promise<RemoteIntegrity> {
  const manifest = JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8')) as {
    metaData?: { remoteEntry?: { name?: string; path?: string } };
  };
  const remoteEntry = manifest.metaData?.remoteEntry;
  if (!remoteEntry?.name) throw new Error(`${distDir}/mf-manifest.json names no remote entry`);
  const entry = integrityOf(
    await readFile(path.join(distDir, remoteEntry.path ?? '', remoteEntry.name)),
  );
  const render = await readFile(path.join(distDir, RENDER_BUNDLE)).catch(() => null);
  return render ? { entry, render: integrityOf(render) } : { entry };
}

/**
 * Copies a remote's `dist/` to `<releasesRoot>/<folder>/<version>/` (a release already there is
 * kept: same version, same files) and answers what it released.
 */
export async function releaseRemote(
  folder: string,
  distDir: string,
  releasesRoot: string,
): Promise<RemoteRelease> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '..', 'package.json'), 'utf8')) as {
    version?: string;
  };
  const version = await releaseVersion(distDir, manifest.version ?? '0.0.0');
  const target = path.join(releasesRoot, folder, version);
  const exists = await readdir(target).then(
    () => true,
    () => false,
  );
  if (!exists) {
    // Copied beside, then renamed: a server never sees half a release.
    const partial = `${target}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await mkdir(path.dirname(target), { recursive: true });
    await cp(distDir, partial, { recursive: true, filter: (source) => !isDerived(source) });
    // Compressed here, once: a static server started on a fresh release has nothing to do
    // before it answers (brotli at quality 11 over a release takes seconds on two cores).
    await precompress(partial);
    await rename(partial, target);
  }
  return { folder, version, integrity: await releaseIntegrity(target) };
}

export const releaseIndexPath = (releasesRoot: string) => path.join(releasesRoot, 'index.json');

export async function writeReleaseIndex(releasesRoot: string, index: ReleaseIndex): Promise<void> {
  await mkdir(releasesRoot, { recursive: true });
  await writeFile(releaseIndexPath(releasesRoot), `${JSON.stringify(index, null, 2)}\n`);
}

/** The newest releases, or null before any build released them. */
export async function readReleaseIndex(releasesRoot: string): Promise<ReleaseIndex | null> {
  try {
    return JSON.parse(await readFile(releaseIndexPath(releasesRoot), 'utf8')) as ReleaseIndex;
  } catch {
    return null;
  }
}
