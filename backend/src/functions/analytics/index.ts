import { analytics as analyticsActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { getAnalytics } from './get-analytics.ts';
import { trackPageView } from './track-page-view.ts';

/** `POST /functions/v1/analytics`; the contract is in docs/analytics.md. */
export const analytics = defineFunction(analyticsActions, {
  track_page_view: trackPageView,
  get_analytics: getAnalytics,
});
