/**
 * The feed's full URL, for a calendar app: its path on the backend's URL (config.json
 * `backendUrl`), made absolute on `origin` (the page's) when that URL is a path.
 */
export function feedUrl(backendUrl: string, path: string, origin: string): string {
  return new URL(`${backendUrl.replace(/\/+$/, '')}${path}`, origin).href;
}
