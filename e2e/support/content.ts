import type { APIRequestContext } from '@playwright/test';
import { callRecords } from './records';

/**
 * Publishes `content` as the page's document in `locale` (a draft saved, then published), as
 * the admin whose token is given: how a test puts back what it changed, since other specs read
 * the seed's texts and prices.
 */
export async function publishContent(
  request: APIRequestContext,
  token: string,
  document: { page: string; locale: 'en' | 'fr'; content: unknown },
): Promise<void> {
  await callRecords(request, token, 'content', 'save_draft', document);
  await callRecords(request, token, 'content', 'publish', {
    page: document.page,
    locale: document.locale,
  });
}
