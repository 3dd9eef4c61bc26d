import { defineActions } from './define';

/** `POST /functions/v1/analytics`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const analytics = defineActions('analytics', {});
