import { NO_DEMO } from '../../api/write-options';
import type { NewProject, ProjectChanges } from '../../contract/projects';
import { useRecordWrites } from '../../query/use-record-writes';
import { attachInvoiceRule } from '../invoice-automation/calls';
import { createProject, deleteProject, setMilestoneDone, updateProject } from './calls';

/**
 * The projects' writes; each that succeeds refreshes what a project write changes
 * (`effects.ts`).
 */
export function useProjectWrites() {
  return useRecordWrites(['projects'], (write) => ({
    create: (project: NewProject) => write(() => createProject(project, NO_DEMO)),
    update: (changes: ProjectChanges) => write(() => updateProject(changes, NO_DEMO)),
    remove: (id: string) => write(() => deleteProject(id, NO_DEMO)),
    milestone: (projectId: string, milestoneId: string, isDone: boolean) =>
      write(() => setMilestoneDone(projectId, milestoneId, isDone, NO_DEMO)),
    /** New moments for a rule's steps on the project (invoice-automation#attach_rule). */
    attachSteps: (ruleId: string, projectId: string, steps: { step: number; at: string }[]) =>
      write(() => attachInvoiceRule({ rule_id: ruleId, project_id: projectId, steps }, NO_DEMO)),
  }));
}
