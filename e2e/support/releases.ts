import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { integrityOf } from '../../scripts/lib/releases';

/** The part of the shell's config.json that names the remotes' releases (docs/deploy.md). */
export type ReleasesConfig = {
  remotes: Record<string, string>;
  versions: Record<string, string>;
  integrity: Record<string, { entry: string; render?: string }>;
};

export const readReleasesConfig = async (file: string) =>
  JSON.parse(await readFile(file, 'utf8')) as ReleasesConfig;

/** A text of remote-public's own build (page texts come from the backend's content). */
export const SKIP_LINK = 'Skip to main content';
export const NEXT_SKIP_LINK = 'Skip to the content of the next release';

/**
 * Deploys a next release of remote-public beside `current` under `releasesDir`
 * (`<releases>/remote-public`): the same files with the skip link's text changed, no compressed
 * copies. Answers config.json pointing at it, with the render bundle's new integrity.
 */
export async function deployNextPublicRelease(
  releasesDir: string,
  config: ReleasesConfig,
): Promise<{ folder: string; config: ReleasesConfig }> {
  const current = config.versions.remote_public ?? '';
  const next = `${current.split('-')[0]}-next${Date.now().toString(16)}`;
  const folder = path.join(releasesDir, next);
  await cp(path.join(releasesDir, current), folder, {
    recursive: true,
    filter: (source) => !source.endsWith('.br') && !source.endsWith('.gz'),
  });
  for (const file of (await readdir(folder, { recursive: true })).filter((name) =>
    /\.m?js$/.test(name),
  )) {
    const full = path.join(folder, file);
    const text = await readFile(full, 'utf8');
    if (text.includes(SKIP_LINK)) await writeFile(full, text.replaceAll(SKIP_LINK, NEXT_SKIP_LINK));
  }
  const flipped: ReleasesConfig = structuredClone(config);
  flipped.remotes.remote_public = (config.remotes.remote_public ?? '').replace(current, next);
  flipped.versions.remote_public = next;
  flipped.integrity.remote_public = {
    entry: config.integrity.remote_public?.entry ?? '',
    render: integrityOf(await readFile(path.join(folder, 'server/render.mjs'))),
  };
  return { folder, config: flipped };
}
