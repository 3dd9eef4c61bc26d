/**
 * The shell page's Content-Security-Policy, built from its `config.json`: the page may run
 * scripts and load styles only from itself and the remotes, and talk only to itself, the
 * remotes and the backend. `config.json` can be edited without a rebuild (a remote moved to a
 * new URL), so the policy is built when the page is served.
 */
import { readFile } from 'node:fs/promises';

type ConfigOrigins = { remotes: string[]; backend: string | null };

function originOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/** The origins a config names; anything unreadable is left out, never widening the policy. */
export function configOrigins(config: unknown): ConfigOrigins {
  const record = typeof config === 'object' && config !== null ? config : {};
  const remotes = 'remotes' in record ? record.remotes : null;
  const remoteUrls = typeof remotes === 'object' && remotes !== null ? Object.values(remotes) : [];
  return {
    remotes: [
      ...new Set(remoteUrls.map(originOf).filter((origin): origin is string => origin !== null)),
    ].sort(),
    backend: originOf('backendUrl' in record ? record.backendUrl : null),
  };
}

/**
 * `styleSources`: hashes of the inline `<style>` of a server-rendered page (its critical CSS),
 * the only inline style the page may apply; `scriptSources`: likewise its one inline script.
 */
export function shellContentSecurityPolicy(
  { remotes, backend }: ConfigOrigins,
  styleSources: string[] = [],
  scriptSources: string[] = [],
): string {
  const backendOrigins = backend ? [backend] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // No 'unsafe-eval' and no inline script but by hash: the built page loads one external
    // entry script; a server-rendered page adds the few lines that keep a form sent early.
    ['script-src', ["'self'", ...scriptSources, ...remotes]],
    // Remotes' CSS chunks are <link> stylesheets. React's `style={...}` goes through the CSSOM,
    // which CSP does not restrict, so neither `style-src` nor `style-src-attr` needs
    // 'unsafe-inline'.
    ['style-src', ["'self'", ...remotes, ...styleSources]],
    ['font-src', ["'self'", ...remotes]],
    // Images bundled by a remote, data: URLs (inline icons) and stored files.
    ['img-src', ["'self'", 'data:', ...remotes, ...backendOrigins]],
    ['connect-src', ["'self'", ...remotes, ...backendOrigins]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * The current policy for `configFile`, read on every call: the shell page is fetched once per
 * visit and the file is small, so an edit takes effect on the next page load. A missing or
 * broken file gives the policy without remotes (the shell then shows its configuration error,
 * and nothing is let in by mistake).
 */
export async function readShellCsp(
  configFile: string,
  styleSources: string[] = [],
  scriptSources: string[] = [],
): Promise<string> {
  let config: unknown = null;
  try {
    config = JSON.parse(await readFile(configFile, 'utf8'));
  } catch {
    config = null;
  }
  return shellContentSecurityPolicy(configOrigins(config), styleSources, scriptSources);
}
