import { defineActions } from './define';

/** `POST /functions/v1/media`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const media = defineActions('media', {});
