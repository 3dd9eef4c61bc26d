import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NO_DEMO } from '../../api/write-options';
import type { NewTemplate, TemplateChanges, UseTemplate } from '../../contract/templates';
import { recordWriter } from '../../query/invalidate';
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
  const queryClient = useQueryClient();
  return useMemo(() => {
    const templates = recordWriter(queryClient, 'templates');
    // A project made from a template also counts the template's use.
    const projects = recordWriter(queryClient, 'templates', 'projects');
    return {
      create: (template: NewTemplate) => templates(() => createTemplate(template)),
      /** "Save as template" of a project (`from_project_id`). */
      createFromProject: (template: NewTemplate) =>
        templates(() => createTemplate(template, NO_DEMO)),
      update: (changes: TemplateChanges) => templates(() => updateTemplate(changes)),
      archive: (id: string) => templates(() => archiveTemplate(id)),
      use: (use: UseTemplate) => projects(() => startProjectFromTemplate(use)),
    };
  }, [queryClient]);
}
