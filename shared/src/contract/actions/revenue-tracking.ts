import { defineActions } from './define';

/** `POST /functions/v1/revenue-tracking`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const revenueTracking = defineActions('revenue-tracking', {});
