import { defineActions } from './define';

/** `POST /functions/v1/e-signature`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const eSignature = defineActions('e-signature', {});
