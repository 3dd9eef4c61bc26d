import { defineActions } from './define';

/** `POST /functions/v1/dashboard`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const dashboard = defineActions('dashboard', {});
