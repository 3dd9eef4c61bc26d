import type { Page } from '@playwright/test';

/**
 * What the host puts in a page for the shell to read instead of fetching it
 * (scripts/lib/ssr-html.ts): `config.json` and the manifest of the page's remote, each a
 * `<script type="application/json">` of `<head>`. The helpers below change them once the page
 * is parsed and before the shell's deferred entry runs (`readystatechange` to `interactive`
 * comes between the two). A document answered by `route.fulfill` would lose its loopback
 * address, and with it its calls to the backend, so the page is changed in place instead.
 */
async function whenParsed(
  page: Page,
  id: string,
  change: { remove: true } | { merge: Record<string, unknown> },
): Promise<void> {
  await page.addInitScript(
    ({ id, change }) => {
      document.addEventListener('readystatechange', () => {
        const element = document.getElementById(id);
        if (document.readyState !== 'interactive' || !element) return;
        if ('remove' in change) element.remove();
        else {
          const data = JSON.parse(element.textContent ?? '{}') as Record<string, unknown>;
          element.textContent = JSON.stringify({ ...data, ...change.merge });
        }
      });
    },
    { id, change },
  );
}

/** The config the shell gets, with `merge` over it: the `config.json` it fetches and a page's copy alike. */
export async function mergeIntoConfig(page: Page, merge: Record<string, unknown>): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...merge } });
  });
  await whenParsed(page, 'atelier-config', { merge });
}

/**
 * Pages without the remote's manifest, as the host serves them when it could not fetch it
 * either: the shell then asks for it itself (a `route` of that request then decides).
 */
export async function withoutPageManifest(page: Page): Promise<void> {
  await whenParsed(page, 'atelier-manifest', { remove: true });
}
