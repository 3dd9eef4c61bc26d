import type { EmailTemplateKey } from '@atelier/shared/contract';

export interface TemplateText {
  subject: string;
  body: string;
}

const lines = (...parts: string[]): string => parts.join('\n');
const HELLO_FIRST_NAME = 'Hello{{#first_name}} {{first_name}}{{/first_name}},';

/**
 * The built-in English texts: the wording each e-mail had before templates existed, so an
 * agency that edits nothing sends what it always sent.
 */
export const DEFAULTS_EN: Record<EmailTemplateKey, TemplateText> = {
  lead_auto_reply: {
    subject: '{{agency}}: we received your project',
    body: lines(
      'Hello {{name}},',
      '',
      'Thank you for telling {{agency}} about your project. We read every request ourselves.',
      '',
      'What happens next:',
      '- Within {{response_time}}, we answer with our first questions, or a time for a call.',
      '- After the call we send you a proposal with the scope, the timeline and the price.{{#booking_link}}\n\nRather talk now? Choose a time for a call: {{booking_link}}{{/booking_link}}',
      '',
      '{{agency}}',
    ),
  },
  proposal_sent: {
    subject: '{{agency}} sent you a proposal: {{proposal_title}}',
    body: lines(
      'Hello {{client_name}},',
      '',
      '{{agency}} sent you the proposal "{{proposal_title}}". Read it, download it, and accept',
      'or decline it in your client portal:',
      '',
      '{{link}}',
      '',
      'Questions? Write to us from your client portal.',
    ),
  },
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
  contract_to_sign: {
    subject:
      '{{#is_reminder}}Reminder: {{agency}} is waiting for your signature on {{contract_title}}{{/is_reminder}}' +
      '{{^is_reminder}}{{agency}} asks you to sign {{contract_title}}{{/is_reminder}}',
    body: lines(
      'Hello {{signer_name}},',
      '',
      '{{#is_reminder}}{{agency}} is still waiting for your signature on "{{contract_title}}".{{/is_reminder}}' +
        '{{^is_reminder}}{{agency}} sent you "{{contract_title}}" to review and sign.{{/is_reminder}}',
      'Open your personal signing link (no account needed):',
      '',
      '{{link}}',
      '',
      'The link works until {{expires}}. It is yours alone: do not forward it.',
      '{{#is_reminder}}It replaces the link of earlier e-mails, which no longer works.',
      '{{/is_reminder}}If you did not expect this, ignore this e-mail or reply to {{agency}}.',
    ),
  },
  contract_signed: {
    subject: 'Signed by everyone: {{contract_title}}',
    body: lines(
      'Hello,',
      '',
      'Every party has signed "{{contract_title}}" with {{agency}}.',
      'The signed copy, with its completion certificate, is attached: it carries the digital',
      'seal of {{agency}}, which any PDF reader can check. Signers can also download it from',
      'their signing link; the agency finds it in the Contracts tab.',
      '',
      'Anyone can check a copy against the records at {{verify_link}}.',
    ),
  },
  contract_declined: {
    subject: 'Declined: {{contract_title}}',
    body: lines(
      '{{signer_name}} declined to sign "{{contract_title}}".',
      '',
      'Their reason:',
      '{{reason}}',
      '',
      'The contract is now declined: {{link}}',
    ),
  },
  password_reset: {
    subject: 'Reset your {{agency}} password',
    body: lines(
      HELLO_FIRST_NAME,
      '',
      'Someone asked to reset the password of your {{agency}} account. To choose a new one, open:',
      '',
      '{{link}}',
      '',
      'The link works once and expires in {{minutes}} minutes.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ),
  },
  email_change: {
    subject: 'Confirm your new {{agency}} e-mail',
    body: lines(
      HELLO_FIRST_NAME,
      '',
      'You asked to sign in to {{agency}} with {{email}} from now on. To confirm this address, open:',
      '',
      '{{link}}',
      '',
      'The link works once and expires in {{hours}} hours. Until then you keep signing in with your current e-mail.',
      'If you did not ask for this, ignore this e-mail: nothing changes.',
    ),
  },
  email_changed: {
    subject: 'Your {{agency}} e-mail was changed',
    body: lines(
      HELLO_FIRST_NAME,
      '',
      'Your {{agency}} account now signs in with {{email}} instead of this address.',
      '',
      'If you did not make this change, write to the agency at once.',
    ),
  },
  team_invitation: {
    subject: "You are invited to {{agency}}'s back office",
    body: lines(
      HELLO_FIRST_NAME,
      '',
      "You were invited to {{agency}}'s back office. To choose your password, open:",
      '',
      '{{link}}',
      '',
      'The link works once and expires in {{days}}.',
      'Once it is chosen you are signed in; next time, sign in with this e-mail address',
      '({{email}}) and that password.',
    ),
  },
  portal_invitation: {
    subject: '{{agency}} invited you to your client portal',
    body: lines(
      HELLO_FIRST_NAME,
      '',
      '{{agency}} invited you to your client portal: your projects, proposals, contracts,',
      'invoices, messages and files in one place. To choose the password of your new access, open:',
      '',
      '{{link}}',
      '',
      'The link works once and expires in {{days}}.',
      'Once it is chosen you are signed in; next time, sign in with this e-mail address',
      '({{email}}) and that password.',
    ),
  },
  deliverable_ready: {
    subject: 'Ready for your approval: {{deliverable_title}}',
    body: lines(
      'Hello {{client_name}},',
      '',
      '"{{deliverable_title}}" for {{project_name}} is ready for your approval.',
      '',
      'You can approve it, or ask for changes with a comment, in your client portal.',
    ),
  },
  client_message: {
    subject: 'New message from {{client_name}}',
    body: lines(
      '{{client_name}} wrote in the client portal:',
      '',
      '{{message}}',
      '',
      'Answer from their page.',
    ),
  },
  agency_message: {
    subject: 'New message from {{agency}}',
    body: lines(
      'Hello {{client_name}},',
      '',
      '{{agency}} wrote to you:',
      '',
      '{{message}}',
      '',
      'Answer in your client portal.',
    ),
  },
  newsletter_confirmation: {
    subject: 'Confirm your subscription to the {{agency}} newsletter',
    body: lines(
      'Someone, hopefully you, asked to receive the {{agency}} newsletter at this address.',
      '',
      'Confirm your subscription: {{link}}',
      '',
      'If it was not you, ignore this e-mail: nothing will be sent to you.',
    ),
  },
  newsletter_welcome: {
    subject: 'You are subscribed to the {{agency}} newsletter',
    body: lines(
      'Thank you: your subscription to the {{agency}} newsletter is confirmed.',
      '',
      '--',
      'Unsubscribe in one click: {{unsubscribe_link}}',
    ),
  },
  newsletter_issue: {
    subject: '{{issue_subject}}',
    body: lines(
      '{{issue_body}}',
      '',
      '--',
      'You receive the {{agency}} newsletter. Unsubscribe in one click: {{unsubscribe_link}}',
    ),
  },
  admin_alert: {
    subject: '{{alert}}',
    body: lines(
      'Hello {{first_name}},',
      '',
      '{{alert}}',
      '{{details}}',
      '',
      'Open it: {{link}}',
      '',
      '--',
      'An e-mail alert of {{agency}}. Choose which alerts you get, at once or in a daily digest,',
      'in your account: E-mail alerts.',
    ),
  },
  admin_digest: {
    subject: 'Your daily summary: {{count}} new',
    body: lines(
      'Hello {{first_name}},',
      '',
      'Since your last summary:',
      '',
      '{{items}}',
      '',
      'Open the back office: {{link}}',
      '',
      '--',
      'The daily digest of {{agency}}. Choose which alerts it lists in your account: E-mail alerts.',
    ),
  },
  booking_confirmation: {
    subject: '{{#is_rescheduled}}Moved: {{/is_rescheduled}}{{meeting}} with {{agency}}, {{when}}',
    body: lines(
      'Hello {{name}},',
      '',
      '{{#is_rescheduled}}Your call with {{agency}} has moved. {{/is_rescheduled}}Your booking is confirmed:',
      '',
      '{{meeting}}',
      '{{when}} ({{time_zone}})',
      '',
      'The invitation is attached: open it to add the call to your calendar.',
      '',
      'To cancel or choose another time: {{link}}',
      '',
      '{{agency}}',
    ),
  },
  booking_cancellation: {
    subject: 'Cancelled: {{meeting}} with {{agency}}, {{when}}',
    body: lines(
      'Hello {{name}},',
      '',
      'Your booking is cancelled:',
      '',
      '{{meeting}}',
      '{{when}} ({{time_zone}})',
      '',
      'To book another time: {{link}}',
      '',
      '{{agency}}',
    ),
  },
  booking_agency: {
    subject:
      '{{#is_cancelled}}Booking cancelled{{/is_cancelled}}{{^is_cancelled}}{{#is_rescheduled}}Booking moved{{/is_rescheduled}}{{^is_rescheduled}}New booking{{/is_rescheduled}}{{/is_cancelled}}: {{meeting}}, {{when}}',
    body: lines(
      '{{#is_cancelled}}A booking was cancelled.{{/is_cancelled}}{{^is_cancelled}}{{#is_rescheduled}}A booking was moved.{{/is_rescheduled}}{{^is_rescheduled}}A visitor booked a call.{{/is_rescheduled}}{{/is_cancelled}}',
      '',
      '{{meeting}}',
      '{{when}} ({{time_zone}})',
      '{{name}} <{{email}}>{{#message}}\n\nTheir message:\n{{message}}{{/message}}',
      '',
      'The lead: {{link}}',
      '',
      '--',
      'The booking page of {{agency}}.',
    ),
  },
};
