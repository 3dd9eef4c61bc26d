import { projectTemplates } from '@atelier/shared/actions';
import { type TemplateFields, updateTemplateInput } from '@atelier/shared/contract';
import { findTemplate, updateTemplate as writeTemplate } from '../../db/project-templates.ts';
import { definedOnly, isUuid } from '../client-management/record-fields.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { checkPriceRange, checkTemplateRule, templateNotFound } from './template-fields.ts';

export { updateTemplateInput };

/**
 * Only the fields sent change; the lists sent replace the stored ones. A new `rule_id` without
 * `rule_steps` clears the moments; the rule checked against the tasks as they will be.
 */
export const updateTemplate = implement(projectTemplates.actions.update_template, {
  handler: async ({ id, ...changes }, { db }) => {
    if (!isUuid(id)) throw templateNotFound();
    const template = await db.transaction(async (tx) => {
      const current = await findTemplate(tx, id, { lock: true });
      if (!current) throw templateNotFound();
      const fields: TemplateFields = {
        name: current.name,
        category: current.category,
        description: current.description,
        duration_weeks: current.duration_weeks,
        price_min_cents: current.price_min_cents,
        price_max_cents: current.price_max_cents,
        tasks: current.tasks,
        deliverables: current.deliverables,
        technologies: current.technologies,
        complexity: current.complexity,
        rule_id: current.rule_id,
        // A rule changed without its moments starts from the default moments.
        rule_steps: changes.rule_id !== undefined ? null : current.rule_steps,
        ...definedOnly(changes),
      };
      checkPriceRange(fields);
      await checkTemplateRule(tx, fields);
      await writeTemplate(tx, id, fields);
      return readBack(await findTemplate(tx, id), `Template ${id}`);
    });
    return { template };
  },
});
