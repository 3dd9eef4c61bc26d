import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A server-rendered page carries the manifest of the remote it was rendered from
 * (`<script type="application/json" id="atelier-manifest" data-url>`, scripts/lib/ssr-html.ts).
 * The runtime's fetch of that manifest is answered from the page, once: no request, no round
 * trip before the remote's entry and chunks, and the browser runs the very build the server
 * rendered. A later fetch (a retry after a failure) goes to the network.
 */
export default function embeddedManifestPlugin(
  page: Pick<Document, 'getElementById'> = document,
): ModuleFederationRuntimePlugin {
  return {
    name: 'atelier-embedded-manifest',
    fetch(url) {
      const element = page.getElementById('atelier-manifest');
      if (!element || element.dataset.url !== url || !element.textContent) return undefined;
      element.remove();
      return Promise.resolve(
        new Response(element.textContent, { headers: { 'Content-Type': 'application/json' } }),
      );
    },
  };
}
