import { defineActions } from './define';

/** `POST /functions/v1/content`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const content = defineActions('content', {});
