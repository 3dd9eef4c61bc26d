import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, type Request } from '@playwright/test';
import { publicKey } from './auth';
import { BACKEND_URL } from './stack';

/** Matches every call of the lead-management function, whichever host name the page uses. */
export const LEAD_FUNCTION_PATTERN = '**/functions/v1/lead-management';

export type E2ELead = {
  id: string;
  name: string;
  email: string;
  status: string;
  source: string;
  score: number;
  grade: string;
  budget: number | null;
};

/** A name and an address no other test uses, so a search finds exactly this lead. */
export function uniqueContact(firstName: string) {
  const id = randomUUID().slice(0, 8);
  return {
    name: `${firstName} Funnel-${id}`,
    // A business domain: the score then counts the e-mail as a company's.
    email: `${firstName.toLowerCase()}.${id}@studio-${id}.com`,
  };
}

/** Calls lead-management as the admin whose session token is given (or anonymously). */
export async function callLeads(
  request: APIRequestContext,
  token: string | null,
  action: string,
  payload: Record<string, unknown> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const key = await publicKey(request);
  const response = await request.post(`${BACKEND_URL}/functions/v1/lead-management`, {
    headers: { apikey: key, Authorization: `Bearer ${token ?? key}` },
    data: { action, ...payload },
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** The one lead with this e-mail, as the admin API answers it. */
export async function findLeadByEmail(
  request: APIRequestContext,
  token: string,
  email: string,
): Promise<E2ELead> {
  const { status, body } = await callLeads(request, token, 'get_leads', { search: email });
  expect(status, JSON.stringify(body)).toBe(200);
  const leads = body.leads as E2ELead[];
  expect(leads).toHaveLength(1);
  return leads[0] as E2ELead;
}

export async function adminCreateLead(
  request: APIRequestContext,
  token: string,
  lead: Record<string, unknown>,
): Promise<E2ELead> {
  const { status, body } = await callLeads(request, token, 'create_lead', lead);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.lead as E2ELead;
}

/** Makes the backend unreachable for this page, under both names the stack may use. */
export async function blockBackend(page: Page): Promise<void> {
  for (const host of ['http://127.0.0.1:54321/**', 'http://localhost:54321/**']) {
    await page.route(host, (route) => route.abort('connectionrefused'));
  }
}

/** Records the lead-management calls a page makes from now on, with their action. */
export function recordLeadCalls(page: Page): Array<{ action: string; request: Request }> {
  const calls: Array<{ action: string; request: Request }> = [];
  page.on('request', (request) => {
    if (!request.url().includes('/functions/v1/lead-management')) return;
    const body = request.postDataJSON() as { action?: string } | null;
    calls.push({ action: body?.action ?? '', request });
  });
  return calls;
}

/** Lets any request a click would have started reach the page's event loop and ours. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

/** The figure a stats card shows, once loaded, as a number. */
export async function statValue(page: Page, stat: string): Promise<number> {
  const figure = page.locator(`[data-stat="${stat}"] dd`);
  await expect(figure).toHaveText(/\d/);
  return Number(((await figure.textContent()) ?? '').replace(/[^\d.]/g, ''));
}

export const statFigure = (page: Page, stat: string) => page.locator(`[data-stat="${stat}"] dd`);
