import { actionCaller, type CallOptions, registerDemoHandler } from '@atelier/shared';
import { whileDemoShown } from '@atelier/shared/api';
import type { EmailLocale, EmailTemplateKey, GetOutboxInput } from '@atelier/shared/contract';

/**
 * The `email` calls of /admin/email (docs/email.md). A write reaches demo data only while the
 * page already shows it (the demo refuses it); otherwise a failed write says so in the
 * server's words.
 */

const EMAIL_FUNCTION = 'email' as const;

const call = actionCaller(EMAIL_FUNCTION);

export const emailKeys = {
  all: ['email'] as const,
  templates: ['email', 'templates'] as const,
  outbox: (query: GetOutboxInput) => ['email', 'outbox', query] as const,
};

export const getTemplates = (options?: CallOptions) => call('get_templates', {}, options);

export const saveTemplate = (text: {
  key: EmailTemplateKey;
  locale: EmailLocale;
  subject: string;
  body: string;
}) => call('update_template', text, whileDemoShown());

/** Deletes the agency's text: the built-in one is sent again. */
export const resetTemplate = (key: EmailTemplateKey, locale: EmailLocale) =>
  call('update_template', { key, locale, reset: true }, whileDemoShown());

export const sendTest = (test: { key: EmailTemplateKey; locale: EmailLocale; to?: string }) =>
  call('send_test', test, whileDemoShown());

export const getOutbox = (query: GetOutboxInput, options?: CallOptions) =>
  call('get_outbox', query, options);

export const resendMessage = (id: string) => call('resend', { id }, whileDemoShown());

let isDemoRegistered = false;

/** Registers the sample templates and outbox (loaded on first use) for a server that cannot answer. */
export async function registerEmailDemo(): Promise<void> {
  if (isDemoRegistered) return;
  const demo = await import('./demo-email');
  for (const [action, handler] of Object.entries(demo.emailDemoHandlers)) {
    registerDemoHandler(EMAIL_FUNCTION, action, handler);
  }
  isDemoRegistered = true;
}
