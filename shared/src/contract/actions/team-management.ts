import { defineActions } from './define';

/** `POST /functions/v1/team-management`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const teamManagement = defineActions('team-management', {});
