import { defineActions } from './define';

/** `POST /functions/v1/contracts`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const contracts = defineActions('contracts', {});
