import { getRuntimeConfig, isPrivatePath } from '@atelier/shared';
import { readCampaign } from '../common/campaign';

/**
 * First-party page views (docs/analytics.md): one small request per route change, no cookie,
 * no storage, nothing when the visitor asks not to be tracked.
 */

export type PrivacySignals = { doNotTrack?: string | null; globalPrivacyControl?: boolean };

/** Whether a view of `path` may be sent: a public page, and no Do-Not-Track or GPC signal. */
export function shouldTrack(path: string, privacy: PrivacySignals): boolean {
  if (privacy.doNotTrack === '1' || privacy.globalPrivacyControl === true) return false;
  return !isPrivatePath(path);
}

export type PageViewPayload = { path: string; referrer?: string } & ReturnType<typeof readCampaign>;

/** The path (no query: it may carry personal data), the campaign tags and the referrer. */
export function pageViewPayload(
  location: { pathname: string; search: string },
  referrer: string,
): PageViewPayload {
  const payload: PageViewPayload = {
    path: location.pathname.slice(0, 500),
    ...readCampaign(new URLSearchParams(location.search)),
  };
  if (referrer) payload.referrer = referrer.slice(0, 2000);
  return payload;
}

/**
 * The path whose view the server-rendered page's inline script sent before the takeover
 * (`<html data-page-view-sent>`, scripts/lib/early-hold.ts), read once: the mark goes, so only
 * the first view can be skipped for it.
 */
export function takeSentByThePage(
  html: Pick<Element, 'getAttribute' | 'removeAttribute'>,
): string | null {
  const path = html.getAttribute('data-page-view-sent');
  html.removeAttribute('data-page-view-sent');
  return path;
}

/** Fire and forget: `keepalive` lets the request finish when the visitor leaves the page. */
export function sendPageView(payload: PageViewPayload): void {
  const { backendUrl, publicKey } = getRuntimeConfig();
  fetch(`${backendUrl}/functions/v1/analytics`, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: {
      'Content-Type': 'application/json',
      apikey: publicKey,
      Authorization: `Bearer ${publicKey}`,
    },
    body: JSON.stringify({ action: 'track_page_view', ...payload }),
  }).catch(() => {
    // A lost page view is not worth a word to the visitor.
  });
}
