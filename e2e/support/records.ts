import { type APIRequestContext, expect } from '@playwright/test';
import { publicKey } from './auth';
import { BACKEND_URL } from './stack';

/** Calls one of the record functions (docs/records.md) as the admin whose token is given. */
export async function callRecords(
  request: APIRequestContext,
  token: string,
  fn: string,
  action: string,
  payload: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const key = await publicKey(request);
  const response = await request.post(`${BACKEND_URL}/functions/v1/${fn}`, {
    headers: { apikey: key, Authorization: `Bearer ${token}` },
    data: { action, ...payload },
  });
  const body = (await response.json()) as Record<string, unknown>;
  expect(response.status(), `${fn} ${action}: ${JSON.stringify(body)}`).toBe(200);
  return body;
}

export type RevenueStats = {
  currentMonth: number;
  lastMonth: number;
  yearToDate: number;
  monthOverMonthChange: number | null;
  totalTransactions: number;
};

export async function revenueStats(
  request: APIRequestContext,
  token: string,
): Promise<RevenueStats> {
  return (await callRecords(
    request,
    token,
    'revenue-tracking',
    'get_revenue_stats',
  )) as unknown as RevenueStats;
}
