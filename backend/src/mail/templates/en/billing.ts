import type { EmailTemplateKey } from '@atelier/shared/contract';
import { lines, type TemplateText } from '../text.ts';

/** Invoices, their reminders and receipts, and credit notes. */
export const BILLING_EN = {
  credit_note_issued: {
    subject: 'Credit note {{credit_note_number}} for invoice {{invoice_number}}: {{amount}}',
    body: lines(
      'Hello {{client_name}},',
      '',
      'We have issued credit note {{credit_note_number}} of {{amount}} against invoice {{invoice_number}}.',
      '',
      'Reason: {{reason}}',
      '{{#balance}}Left to pay on the invoice: {{balance}}{{/balance}}{{^balance}}Nothing is left to pay on the invoice.{{/balance}}',
      '',
      'You can see both in your client portal.',
    ),
  },
  invoice_sent: {
    subject: 'Invoice {{invoice_number}}: {{amount}} due {{due_date}}',
    body: lines(
      'Hello {{client_name}},',
      '',
      'Please find invoice {{invoice_number}}{{#project_name}} for {{project_name}}{{/project_name}}.',
      '',
      'Amount due: {{amount}}',
      'Due date: {{due_date}}',
      '',
      'The invoice is attached as a PDF. Pay it by card in your client portal: {{link}}',
      '{{#bank_details}}',
      'Or by bank transfer:',
      '{{bank_details}}',
      '{{/bank_details}}',
      '',
      'Thank you!',
    ),
  },
  payment_reminder: {
    subject:
      '{{#is_overdue}}Overdue: invoice {{invoice_number}} was due on {{due_date}}{{/is_overdue}}' +
      '{{^is_overdue}}Reminder: invoice {{invoice_number}} is due ' +
      '{{#is_due_today}}today{{/is_due_today}}{{^is_due_today}}on {{due_date}}{{/is_due_today}}' +
      '{{/is_overdue}}',
    body: lines(
      'Hello {{client_name}},',
      '',
      'This is a friendly reminder that invoice {{invoice_number}} ' +
        '{{#is_late}}was due on {{due_date}} and is {{days}} overdue{{/is_late}}' +
        '{{#is_due_today}}is due today{{/is_due_today}}' +
        '{{#is_early}}is due on {{due_date}}, in {{days}}{{/is_early}}.',
      '',
      'Amount due: {{amount}}',
      'Due date: {{due_date}}',
      '',
      'If you have already paid, thank you, and please disregard this message.',
    ),
  },
  payment_receipt: {
    subject: 'Receipt for invoice {{invoice_number}}: {{amount}}',
    body: lines(
      'Hello {{client_name}},',
      '',
      'We received your payment of {{amount}}{{#method}} {{method}}{{/method}} for invoice {{invoice_number}} on {{payment_date}}.',
      '{{#balance}}Still due on this invoice: {{balance}}.{{/balance}}' +
        '{{^balance}}This invoice is now paid in full.{{/balance}}',
      '',
      'You can see it in your client portal. Thank you!',
    ),
  },
} satisfies Partial<Record<EmailTemplateKey, TemplateText>>;
