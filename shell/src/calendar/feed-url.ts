/** The feed's full URL: its path on the backend's public URL (config.json `backendUrl`). */
export function feedUrl(backendUrl: string, path: string): string {
  return `${backendUrl.replace(/\/+$/, '')}${path}`;
}
