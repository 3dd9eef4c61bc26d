import { defineActions } from './define';

/** `POST /functions/v1/site-settings`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const siteSettings = defineActions('site-settings', {});
