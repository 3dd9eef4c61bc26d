import { defineActions } from './define';

/** `POST /functions/v1/email`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const email = defineActions('email', {});
