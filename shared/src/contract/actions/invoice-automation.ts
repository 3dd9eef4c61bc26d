import { defineActions } from './define';

/** `POST /functions/v1/invoice-automation`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const invoiceAutomation = defineActions('invoice-automation', {});
