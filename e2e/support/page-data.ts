import type { Page } from '@playwright/test';

/**
 * What the host puts in a page for the shell to read instead of fetching it
 * (scripts/lib/ssr-html.ts): `config.json` and the manifest of the page's remote, each a
 * `<script type="application/json">` of `<head>`. The helpers below change them in the page as
 * the parser adds them, before the shell's deferred entry runs (a document answered by
 * `route.fulfill` would lose its loopback address, and with it its calls to the backend).
 */
async function whenParsed(
  page: Page,
  id: string,
  change: { remove: true } | { merge: Record<string, unknown> },
): Promise<void> {
  await page.addInitScript(
    ({ id, change }) => {
      const seen = new WeakSet<Element>();
      const apply = () => {
        const element = document.getElementById(id);
        if (!element || seen.has(element)) return;
        seen.add(element);
        if ('remove' in change) element.remove();
        else {
          const data = JSON.parse(element.textContent ?? '{}') as Record<string, unknown>;
          element.textContent = JSON.stringify({ ...data, ...change.merge });
        }
      };
      new MutationObserver(apply).observe(document, { childList: true, subtree: true });
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
