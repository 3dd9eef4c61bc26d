import { defineActions } from './define';

/** `POST /functions/v1/business-intelligence`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const businessIntelligence = defineActions('business-intelligence', {});
