import { defineActions } from './define';

/** `POST /functions/v1/client-management`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const clientManagement = defineActions('client-management', {});
