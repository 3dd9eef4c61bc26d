import { defineActions } from './define';

/** `POST /functions/v1/proposal-management`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const proposalManagement = defineActions('proposal-management', {});
