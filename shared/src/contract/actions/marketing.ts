import { defineActions } from './define';

/** `POST /functions/v1/marketing`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const marketing = defineActions('marketing', {});
