import { expect } from '@playwright/test';
import { SHELL_URL } from './stack';

/**
 * The public home page's HTML as a crawler gets it, once the server's few seconds' cache of
 * the site shows `text` (after a change in Settings).
 */
export async function homeHtmlShowing(text: string, headers: Record<string, string> = {}) {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await fetch(`${SHELL_URL}/`, { headers })).text();
        return html.includes(text);
      },
      { timeout: 15_000, intervals: [1000] },
    )
    .toBe(true);
  return html;
}
