import { projectTemplates } from '@atelier/shared/actions';
import { type TemplateFields, updateTemplateInput } from '@atelier/shared/contract';
import { findTemplate, updateTemplate as writeTemplate } from '../../db/project-templates.ts';
import { definedOnly, isUuid } from '../client-management/record-fields.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { checkPriceRange, templateNotFound } from './template-fields.ts';

export { updateTemplateInput };

/** Only the fields sent change; the lists sent replace the stored ones. */
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
        ...definedOnly(changes),
      };
      checkPriceRange(fields);
      await writeTemplate(tx, id, fields);
      return readBack(await findTemplate(tx, id), `Template ${id}`);
    });
    return { template };
  },
});
