import { analyticsReportSchema, getAnalyticsInput, trackPageViewInput } from '../analytics';
import { emptyAnswer } from '../record-fields';
import { defineActions } from './define';

/** `POST /functions/v1/analytics`: page views and their figures (docs/analytics.md). */
export const analytics = defineActions('analytics', {
  /** A visitor's page view; rate-limited, robots not counted. */
  track_page_view: { access: 'public', input: trackPageViewInput, output: emptyAnswer },
  /** The figures of a range of UTC days (default: the last 30). */
  get_analytics: { access: 'admin', input: getAnalyticsInput, output: analyticsReportSchema },
});
