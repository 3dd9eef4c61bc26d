import { describe, expect, it } from 'vitest';
import embeddedManifestPlugin from './embedded-manifest-plugin';

const MANIFEST_URL = 'http://localhost:3001/mf-manifest.json';

/** A page whose head may carry `#atelier-manifest`; `remove()` takes it out. */
function pageWith(manifest: { url: string; text: string } | null) {
  let element: HTMLElement | null = manifest
    ? ({
        dataset: { url: manifest.url },
        textContent: manifest.text,
        remove: () => {
          element = null;
        },
      } as unknown as HTMLElement)
    : null;
  return { getElementById: (id: string) => (id === 'atelier-manifest' ? element : null) };
}

const fetchOf = (page: ReturnType<typeof pageWith>) => {
  const hook = embeddedManifestPlugin(page).fetch;
  if (!hook) throw new Error('the plugin has no fetch hook');
  return (url: string) => hook(url, {});
};

describe('embeddedManifestPlugin', () => {
  it('answers the manifest the page carries, once', async () => {
    const fetch = fetchOf(pageWith({ url: MANIFEST_URL, text: '{"id":"remote_public"}' }));
    const response = await fetch(MANIFEST_URL);
    expect(response).toBeInstanceOf(Response);
    expect(await (response as Response).json()).toEqual({ id: 'remote_public' });
    // A retry after a failure goes to the network.
    expect(fetch(MANIFEST_URL)).toBeUndefined();
  });

  it('lets every other fetch go to the network', () => {
    const fetch = fetchOf(pageWith({ url: MANIFEST_URL, text: '{}' }));
    expect(fetch('http://localhost:3003/mf-manifest.json')).toBeUndefined();
    expect(fetchOf(pageWith(null))(MANIFEST_URL)).toBeUndefined();
    expect(fetchOf(pageWith({ url: MANIFEST_URL, text: '' }))(MANIFEST_URL)).toBeUndefined();
  });
});
