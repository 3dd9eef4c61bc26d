import type { APIRequestContext, Browser } from '@playwright/test';
import { linkedPortalClient, openPortalAs } from './portal';
import { callRecords } from './records';

/**
 * What the journeys in the reader's language share (e2e/tests/i18n/french-journeys*.spec.ts,
 * issue 34): a client with a portal account who reads in one language, and their portal page
 * in a browser of its own.
 */

export type Language = 'en' | 'fr';

/** A client with a portal account, in `language`. */
export async function clientIn(request: APIRequestContext, token: string, language: Language) {
  const client = await linkedPortalClient(request, token, language === 'fr' ? 'Élodie' : 'Grace');
  await callRecords(request, token, 'client-management', 'update_client', {
    id: client.clientId,
    language,
  });
  return client;
}

/** A portal page for the client in a browser of its own. */
export async function portalOf(browser: Browser, session: Parameters<typeof openPortalAs>[1]) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await openPortalAs(page, session);
  return page;
}

/** `YYYY-MM-DD` of the UTC day `days` from now (negative: before). */
export const dayFromNow = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** `YYYY-MM-DD` of `day` plus `days`. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
