import { actionCaller, type CallOptions, registerDemoLoader } from '@atelier/shared';
import type {
  NewTemplate,
  TemplateCategory,
  TemplateChanges,
  UseTemplate,
} from '../../contract/templates';

/** The function behind the project templates; its contract is docs/automation.md. */
export const TEMPLATE_FUNCTION = 'project-templates' as const;

const call = actionCaller(TEMPLATE_FUNCTION);

/** The live templates by name; every category without one. */
export const getTemplates = (category: TemplateCategory | null = null, options?: CallOptions) =>
  call('get_templates', category ? { category } : {}, options);

export const getTemplate = (id: string, options?: CallOptions) =>
  call('get_template', { id }, options);

/** A new template, or with `from_project_id` "Save as template" from that project. */
export const createTemplate = (template: NewTemplate, options?: CallOptions) =>
  call('create_template', template, options);

export const updateTemplate = (changes: TemplateChanges, options?: CallOptions) =>
  call('update_template', changes, options);

/** Archives it: it leaves the list; the projects made from it are untouched. */
export const archiveTemplate = (id: string, options?: CallOptions) =>
  call('delete_template', { id }, options);

/** "Use Template": a real project for the client, its tasks dated as milestones. */
export const startProjectFromTemplate = (use: UseTemplate, options?: CallOptions) =>
  call('use_template', use, options);

/**
 * Registers the six seeded templates as the demo answer of the reads, so the tab still shows
 * its catalogue, with the demo banner, when the server cannot answer; the writes' demo answer
 * refuses them with a clear message. Downloaded only when a call falls back to them.
 */
export function registerTemplatesDemo(): void {
  registerDemoLoader(TEMPLATE_FUNCTION, async () => {
    const { registerTemplatesDemoHandlers } = await import('./demo');
    registerTemplatesDemoHandlers();
  });
}
