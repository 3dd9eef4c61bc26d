import type { ApiResult } from '@atelier/shared';
import {
  EMAIL_TEMPLATE_VARIABLES,
  type EmailTemplate,
  type EmailTemplateKey,
  OUTBOX_PAGE_SIZE,
  type OutboxRow,
} from '@atelier/shared/contract';

/** The sample templates and outbox the e-mail page shows, under the demo banner, when the server cannot answer. */

const text = (subject: string, body: string, isCustomized = false) => ({
  subject,
  body,
  default_subject: subject,
  default_body: body,
  is_customized: isCustomized,
  updated_at: isCustomized ? '2026-01-12T10:00:00.000Z' : null,
});

const template = (
  key: EmailTemplateKey,
  en: ReturnType<typeof text>,
  fr: ReturnType<typeof text>,
): EmailTemplate => ({ key, variables: EMAIL_TEMPLATE_VARIABLES[key], locales: { en, fr } });

const templates: EmailTemplate[] = [
  template(
    'lead_auto_reply',
    text(
      '{{agency}}: we received your project',
      'Hello {{name}},\n\nThank you for telling {{agency}} about your project.\n\n{{agency}}',
    ),
    text(
      '{{agency}} : nous avons bien reçu votre projet',
      'Bonjour {{name}},\n\nMerci d’avoir présenté votre projet à {{agency}}.\n\n{{agency}}',
    ),
  ),
  template(
    'invoice_sent',
    text(
      'Invoice {{invoice_number}}: {{amount}} due {{due_date}}',
      'Hello {{client_name}},\n\nPlease find invoice {{invoice_number}}{{#project_name}} for {{project_name}}{{/project_name}}.\n\nAmount due: {{amount}}\nDue date: {{due_date}}',
      true,
    ),
    text(
      'Facture {{invoice_number}} : {{amount}} à régler au {{due_date}}',
      'Bonjour {{client_name}},\n\nVeuillez trouver la facture {{invoice_number}}.\n\nMontant dû : {{amount}}',
    ),
  ),
  template(
    'password_reset',
    text(
      'Reset your {{agency}} password',
      'Hello{{#first_name}} {{first_name}}{{/first_name}},\n\nTo choose a new password, open:\n\n{{link}}',
    ),
    text(
      'Réinitialisez votre mot de passe {{agency}}',
      'Bonjour{{#first_name}} {{first_name}}{{/first_name}},\n\nPour choisir un nouveau mot de passe, ouvrez :\n\n{{link}}',
    ),
  ),
];

const message = (row: Partial<OutboxRow> & Pick<OutboxRow, 'id' | 'to_email' | 'subject'>) => ({
  template_key: null,
  locale: 'en',
  status: 'sent' as const,
  attempts: 1,
  last_error: null,
  created_at: '2026-01-20T09:00:00.000Z',
  updated_at: '2026-01-20T09:00:05.000Z',
  sent_at: '2026-01-20T09:00:05.000Z',
  resent_from: null,
  ...row,
});

const outbox: OutboxRow[] = [
  message({
    id: 'demo-mail-3',
    to_email: 'bounce@client.example',
    subject: 'Invoice INV-2026-0012: $2,400.00 due 2026-02-15',
    template_key: 'invoice_sent',
    status: 'failed',
    attempts: 1,
    last_error: '550 5.1.1 No such user here',
    created_at: '2026-01-21T14:30:00.000Z',
    sent_at: null,
  }),
  message({
    id: 'demo-mail-2',
    to_email: 'jane@client.example',
    subject: 'Invoice INV-2026-0011: $1,250.00 due 2026-02-10',
    template_key: 'invoice_sent',
  }),
  message({
    id: 'demo-mail-1',
    to_email: 'sam@visitor.example',
    subject: 'Atelier: we received your project',
    template_key: 'lead_auto_reply',
    created_at: '2026-01-19T08:15:00.000Z',
  }),
];

const readOnly = (what: string): ApiResult<Record<string, unknown>> => ({
  success: false,
  code: 'DEMO_READ_ONLY',
  error: `Not available in demo mode: ${what}`,
});

function outboxPage(payload: Record<string, unknown>): ApiResult<Record<string, unknown>> {
  const search = typeof payload.search === 'string' ? payload.search.toLowerCase() : '';
  const matches = outbox.filter(
    (row) =>
      (!search || `${row.to_email} ${row.subject}`.toLowerCase().includes(search)) &&
      (!payload.status || row.status === payload.status) &&
      (!payload.template || row.template_key === payload.template),
  );
  return {
    success: true,
    messages: matches,
    total: matches.length,
    page: 1,
    pageSize: OUTBOX_PAGE_SIZE,
  };
}

export const emailDemoHandlers = {
  get_templates: (): ApiResult<Record<string, unknown>> => ({ success: true, templates }),
  get_outbox: outboxPage,
  update_template: () => readOnly('changing a template'),
  send_test: () => readOnly('sending a test e-mail'),
  resend: () => readOnly('resending a message'),
};
