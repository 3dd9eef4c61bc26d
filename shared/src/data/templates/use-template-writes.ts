import { NO_DEMO } from '../../api/write-options';
import type { NewTemplate, TemplateChanges, UseTemplate } from '../../contract/templates';
import { useRecordWrites } from '../../query/use-record-writes';
import {
  archiveTemplate,
  createTemplate,
  registerTemplatesDemo,
  startProjectFromTemplate,
  updateTemplate,
} from './calls';

registerTemplatesDemo();

/**
 * The templates' writes; each that succeeds refreshes what it changes (`effects.ts`). The
 * template writes may reach the demo answers, which refuse them with a clear message; a
 * project saved as a template is never faked.
 */
export function useTemplateWrites() {
  return useRecordWrites(['templates'], (templates, { writer }) => {
    // A project made from a template also counts the template's use.
    const projects = writer('templates', 'projects');
    return {
      create: (template: NewTemplate) => templates(() => createTemplate(template)),
      /** "Save as template" of a project (`from_project_id`). */
      createFromProject: (template: NewTemplate) =>
        templates(() => createTemplate(template, NO_DEMO)),
      update: (changes: TemplateChanges) => templates(() => updateTemplate(changes)),
      archive: (id: string) => templates(() => archiveTemplate(id)),
      use: (use: UseTemplate) => projects(() => startProjectFromTemplate(use)),
    };
  });
}
