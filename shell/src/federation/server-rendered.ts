/**
 * A page the shell's server rendered (docs/public-rendering.md) arrives with its markup in
 * `#root` and `config.json` in the page. The shell renders over that markup only once the tree
 * it will render is the same: the remote's routes loaded and the matched page module too, so
 * React replaces identical markup (no spinner in between, nothing shifts). If the remote does
 * not load in time, the shell renders as it always does (the spinner, then the page or its
 * error panel).
 */
import { parseRuntimeConfig, preloadLazyPage, type RuntimeConfig } from '@atelier/shared';
import { matchRoutes } from 'react-router-dom';
import { loadRemoteRoutes, REMOTE_NAMES, type RemoteName } from './remote-registry';

/** The remote whose markup the server put in `root`, if any. */
export function serverRenderedRemote(root: HTMLElement): RemoteName | null {
  const name = root.dataset.serverRendered;
  return (REMOTE_NAMES as readonly string[]).includes(name ?? '') ? (name as RemoteName) : null;
}

/** The configuration the server put in the page, or null (then the shell fetches it). */
export function embeddedConfig(document: Document): RuntimeConfig | null {
  const text = document.getElementById('atelier-config')?.textContent;
  if (!text) return null;
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Loads the remote's routes and the page module matching `pathname`; never rejects. */
export async function prepareServerRenderedPage(
  remote: RemoteName,
  pathname: string,
): Promise<void> {
  const state = await loadRemoteRoutes(remote);
  if (state.status !== 'ready') return;
  const matches = matchRoutes(state.routes, pathname) ?? [];
  await Promise.all(matches.map((match) => preloadLazyPage(match.route.element)));
}
