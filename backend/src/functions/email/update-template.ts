import { updatedEmailTemplateAnswer, updateEmailTemplateInput } from '@atelier/shared/contract';
import { deleteTemplateOverride, saveTemplateOverride } from '../../db/email-templates.ts';
import { defaultTemplate } from '../../mail/templates/index.ts';
import { defineAction } from '../registry.ts';

export { updateEmailTemplateInput };

/**
 * Saves the agency's text of one template in one language (checked against the template's
 * variables by the input schema), or with `reset: true` deletes it: the built-in text is sent
 * again. Answers the text now in force.
 */
export const updateTemplate = defineAction({
  access: 'admin',
  input: updateEmailTemplateInput,
  output: updatedEmailTemplateAnswer,
  handler: async ({ key, locale, subject, body, reset }, { db, caller }) => {
    if (reset || subject === undefined || body === undefined) {
      await deleteTemplateOverride(db, key, locale);
      return { key, locale, ...defaultTemplate(key, locale), is_customized: false };
    }
    await saveTemplateOverride(db, { key, locale, subject, body }, caller.userId);
    return { key, locale, subject, body, is_customized: true };
  },
});
