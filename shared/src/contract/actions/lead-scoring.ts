import { defineActions } from './define';

/** `POST /functions/v1/lead-scoring`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const leadScoring = defineActions('lead-scoring', {});
