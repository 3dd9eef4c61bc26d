import { describe, expect, it } from 'vitest';
import { embeddedConfig, serverRenderedRemote } from './server-rendered';

const documentWith = (text: string | null) =>
  ({
    getElementById: (id: string) =>
      id === 'atelier-config' && text !== null ? { textContent: text } : null,
  }) as unknown as Document;

const rootWith = (serverRendered?: string) =>
  ({ dataset: serverRendered === undefined ? {} : { serverRendered } }) as unknown as HTMLElement;

describe('serverRenderedRemote', () => {
  it('names a known remote only', () => {
    expect(serverRenderedRemote(rootWith('remote_public'))).toBe('remote_public');
    expect(serverRenderedRemote(rootWith('remote_elsewhere'))).toBeNull();
    expect(serverRenderedRemote(rootWith())).toBeNull();
  });
});

describe('embeddedConfig', () => {
  it('reads the configuration the server put in the page', () => {
    const config = {
      backendUrl: 'http://api/',
      publicKey: 'k',
      remotes: { remote_public: 'http://r/mf-manifest.json' },
    };
    expect(embeddedConfig(documentWith(JSON.stringify(config)))).toEqual({
      ...config,
      backendUrl: 'http://api',
      // Left out of config.json, the demo fallback is off (docs/deploy.md).
      demoFallback: false,
    });
  });

  it('is null without it or when it is not a valid configuration (the shell then fetches it)', () => {
    expect(embeddedConfig(documentWith(null))).toBeNull();
    expect(embeddedConfig(documentWith('{not json'))).toBeNull();
    expect(embeddedConfig(documentWith(JSON.stringify({ backendUrl: 1 })))).toBeNull();
  });
});
