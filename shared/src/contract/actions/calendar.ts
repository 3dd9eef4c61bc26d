import { defineActions } from './define';

/** `POST /functions/v1/calendar`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const calendar = defineActions('calendar', {});
