import type { ListQuery } from '../domain-keys';

/** The Auto Invoicing tab: its rules, the invoices they generated, figures, reminder policy. */
export const invoiceAutomationKeys = {
  all: ['invoice-automation'] as const,
  rules: () => ['invoice-automation', 'rules'] as const,
  generated: (query: ListQuery) => ['invoice-automation', 'generated', query] as const,
  analytics: () => ['invoice-automation', 'analytics'] as const,
  reminderSettings: () => ['invoice-automation', 'reminder-settings'] as const,
};
