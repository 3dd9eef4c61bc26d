import { expect } from '@playwright/test';
import { SHELL_URL } from './stack';

/** The page's HTML as a crawler gets it: one request, no JavaScript. */
export async function rawHtml(
  pathname: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(`${SHELL_URL}${pathname}`, { headers });
  expect(response.status).toBe(200);
  return response.text();
}
