import { defineActions } from './define';

/** `POST /functions/v1/project-management`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const projectManagement = defineActions('project-management', {});
