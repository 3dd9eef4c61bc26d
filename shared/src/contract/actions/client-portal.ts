import { defineActions } from './define';

/** `POST /functions/v1/client-portal`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const clientPortal = defineActions('client-portal', {});
