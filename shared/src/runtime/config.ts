/** What the shell learns from `/config.json` at start; read by the API client. */
export type RuntimeConfig = {
  backendUrl: string;
  publicKey: string;
  remotes: Record<string, string>;
  /**
   * The SRI value (`sha384-…`) each remote's entry must match before it runs (docs/deploy.md);
   * a remote without one is loaded unchecked.
   */
  entryIntegrity?: Record<string, string>;
  /**
   * Whether a failed call may show built-in demo data (`pnpm start` with the demo seed); off or
   * absent (a deployment), the page shows the failure and a retry (docs/platform.md).
   */
  demoFallback?: boolean;
};

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration read before the shell loaded config.json');
  return current;
}

/** Validates the parsed `config.json`; throws a message naming the first bad field. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('config.json is not an object');
  const record = value as Record<string, unknown>;
  if (typeof record.backendUrl !== 'string') throw new Error('config.json: backendUrl is missing');
  if (typeof record.publicKey !== 'string') throw new Error('config.json: publicKey is missing');
  const remotes = record.remotes;
  if (typeof remotes !== 'object' || remotes === null)
    throw new Error('config.json: remotes is missing');
  for (const [name, url] of Object.entries(remotes)) {
    if (typeof url !== 'string') throw new Error(`config.json: remotes.${name} is not a URL`);
  }
  if (record.demoFallback !== undefined && typeof record.demoFallback !== 'boolean') {
    throw new Error('config.json: demoFallback is not true or false');
  }
  const config: RuntimeConfig = {
    backendUrl: record.backendUrl.replace(/\/+$/, ''),
    publicKey: record.publicKey,
    remotes: remotes as Record<string, string>,
    demoFallback: record.demoFallback === true,
  };
  return record.integrity === undefined
    ? config
    : { ...config, entryIntegrity: parseEntryIntegrity(record.integrity) };
}

const SRI_VALUE = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** `integrity: {<remote>: {entry, render}}` → each remote's entry value; the host checks `render`. */
function parseEntryIntegrity(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null)
    throw new Error('config.json: integrity is not an object');
  const entries: Record<string, string> = {};
  for (const [name, named] of Object.entries(value)) {
    const entry = (named as { entry?: unknown } | null)?.entry;
    if (entry === undefined) continue;
    if (typeof entry !== 'string' || !SRI_VALUE.test(entry)) {
      throw new Error(`config.json: integrity.${name}.entry is not an SRI value (sha384-…)`);
    }
    entries[name] = entry;
  }
  return entries;
}
