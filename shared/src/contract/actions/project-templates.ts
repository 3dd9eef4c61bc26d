import { defineActions } from './define';

/** `POST /functions/v1/project-templates`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const projectTemplates = defineActions('project-templates', {});
