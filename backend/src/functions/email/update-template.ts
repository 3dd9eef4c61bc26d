import { email } from '@atelier/shared/actions';
import { deleteTemplateOverride, saveTemplateOverride } from '../../db/email-templates.ts';
import { defaultTemplate } from '../../mail/templates/index.ts';
import { implement } from '../registry.ts';

/**
 * Saves the agency's text of one template in one language (checked against the template's
 * variables by the input schema), or with `reset: true` deletes it: the built-in text is sent
 * again. Answers the text now in force.
 */
export const updateTemplate = implement(email.actions.update_template, {
  handler: async ({ key, locale, subject, body, reset }, { db, caller }) => {
    if (reset || subject === undefined || body === undefined) {
      await deleteTemplateOverride(db, key, locale);
      return { key, locale, ...defaultTemplate(key, locale), is_customized: false };
    }
    await saveTemplateOverride(db, { key, locale, subject, body }, caller.userId);
    return { key, locale, subject, body, is_customized: true };
  },
});
