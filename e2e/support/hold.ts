import type { Page } from '@playwright/test';

/**
 * Holds back every request of `page` to `url` (a glob or pattern, as `page.route` takes it)
 * until the returned function is called, as a slow network would: the page goes on without
 * their answers meanwhile.
 */
export async function holdRequests(
  page: Page,
  url: Parameters<Page['route']>[0],
): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
