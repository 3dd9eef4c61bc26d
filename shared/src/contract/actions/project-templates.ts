import { emptyAnswer } from '../record-fields';
import {
  createTemplateInput,
  getTemplatesInput,
  projectTemplateAnswer,
  projectTemplatesAnswer,
  templateIdInput,
  updateTemplateInput,
  usedTemplateSchema,
  useTemplateInput,
} from '../templates';
import { defineActions } from './define';

/** `POST /functions/v1/project-templates` (docs/automation.md). */
export const projectTemplates = defineActions('project-templates', {
  get_templates: { access: 'admin', input: getTemplatesInput, output: projectTemplatesAnswer },
  get_template: { access: 'admin', input: templateIdInput, output: projectTemplateAnswer },
  /** With `from_project_id`, "Save as template" from that project. */
  create_template: { access: 'admin', input: createTemplateInput, output: projectTemplateAnswer },
  update_template: { access: 'admin', input: updateTemplateInput, output: projectTemplateAnswer },
  /** Archives it; the projects made from it are untouched. */
  delete_template: { access: 'admin', input: templateIdInput, output: emptyAnswer },
  /** "Use Template": a real project for the client, its tasks dated as milestones. */
  use_template: { access: 'admin', input: useTemplateInput, output: usedTemplateSchema },
});
