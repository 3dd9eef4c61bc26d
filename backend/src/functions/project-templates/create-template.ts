import { projectTemplates } from '@atelier/shared/actions';
import { createTemplateInput, type TemplateFields } from '@atelier/shared/contract';
import { findTemplate, insertTemplate } from '../../db/project-templates.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { templateFromProject } from './from-project.ts';
import { checkPriceRange, checkTemplateRule } from './template-fields.ts';

export { createTemplateInput };

/**
 * A new template; with `from_project_id` ("Save as template") the project's plan fills in what
 * is not sent. Lists not sent are empty, complexity defaults to intermediate.
 */
export const createTemplate = implement(projectTemplates.actions.create_template, {
  handler: async ({ from_project_id, ...input }, { db }) => {
    const template = await db.transaction(async (tx) => {
      const fields: TemplateFields =
        from_project_id !== undefined
          ? await templateFromProject(tx, { ...input, from_project_id })
          : {
              // The input schema requires these four without from_project_id.
              name: input.name ?? '',
              category: input.category,
              description: input.description ?? null,
              duration_weeks: input.duration_weeks ?? 1,
              price_min_cents: input.price_min_cents ?? 0,
              price_max_cents: input.price_max_cents ?? 0,
              tasks: input.tasks ?? [],
              deliverables: input.deliverables ?? [],
              technologies: input.technologies ?? [],
              complexity: input.complexity ?? 'intermediate',
              rule_id: input.rule_id ?? null,
              rule_steps: input.rule_steps ?? null,
            };
      checkPriceRange(fields);
      await checkTemplateRule(tx, fields);
      const id = await insertTemplate(tx, fields);
      return readBack(await findTemplate(tx, id), `Template ${id}`);
    });
    return { template };
  },
});
