import { defineActions } from './define';

/** `POST /functions/v1/invoice-management`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const invoiceManagement = defineActions('invoice-management', {});
