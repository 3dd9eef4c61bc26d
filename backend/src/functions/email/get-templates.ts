import { email } from '@atelier/shared/actions';
import {
  EMAIL_LOCALES,
  EMAIL_TEMPLATE_KEYS,
  EMAIL_TEMPLATE_VARIABLES,
  type EmailLocale,
  type EmailTemplate,
  type EmailTemplateText,
} from '@atelier/shared/contract';
import { listTemplateOverrides, type TemplateOverride } from '../../db/email-templates.ts';
import { defaultTemplate } from '../../mail/templates/index.ts';
import { implement } from '../registry.ts';

/**
 * Every template, each language's text as it is sent (the override, else the built-in one)
 * beside the built-in one, so the editor can show what "Reset to default" brings back.
 */
export const getTemplates = implement(email.actions.get_templates, {
  handler: async (_input, { db }) => {
    const overrides = new Map(
      (await listTemplateOverrides(db)).map((row) => [`${row.key}/${row.locale}`, row]),
    );
    const templates: EmailTemplate[] = EMAIL_TEMPLATE_KEYS.map((key) => {
      const locales = {} as Record<EmailLocale, EmailTemplateText>;
      for (const locale of EMAIL_LOCALES) {
        const builtIn = defaultTemplate(key, locale);
        const override: TemplateOverride | undefined = overrides.get(`${key}/${locale}`);
        locales[locale] = {
          subject: override?.subject ?? builtIn.subject,
          body: override?.body ?? builtIn.body,
          default_subject: builtIn.subject,
          default_body: builtIn.body,
          is_customized: override !== undefined,
          updated_at: override?.updated_at ?? null,
        };
      }
      return { key, variables: EMAIL_TEMPLATE_VARIABLES[key], locales };
    });
    return { templates };
  },
});
