import { projectTemplates as projectTemplatesActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { createTemplate } from './create-template.ts';
import { deleteTemplate } from './delete-template.ts';
import { getTemplate } from './get-template.ts';
import { getTemplates } from './get-templates.ts';
import { updateTemplate } from './update-template.ts';
import { useTemplate } from './use-template.ts';

/** `POST /functions/v1/project-templates`; the contract is in docs/automation.md. */
export const projectTemplates = defineFunction(projectTemplatesActions, {
  get_templates: getTemplates,
  get_template: getTemplate,
  create_template: createTemplate,
  update_template: updateTemplate,
  delete_template: deleteTemplate,
  use_template: useTemplate,
});
