import type { Project } from '@atelier/shared';
import { useProjectWrites } from '@atelier/shared/data/projects';
import { RecordFormDialog, saveRecord } from '../../common/RecordFormDialog';
import { ProjectForm } from './ProjectForm';
import { emptyProjectForm, projectToForm, toNewProject, toProjectChanges } from './project-schema';

type ProjectFormDialogProps = {
  isOpen: boolean;
  /** The project to edit; none for a new one. */
  project?: Project;
  /** A new project's client, chosen in advance (from the client's page). */
  client?: { id: string; name: string };
  onClose: () => void;
  onSaved?: (project: Project) => void;
};

/** The project form in a side panel: from the list, a client's page or the project's page. */
export function ProjectFormDialog({ project, client, ...dialog }: ProjectFormDialogProps) {
  const projectWrites = useProjectWrites();
  const knownClient = project ? { id: project.client_id, name: project.clients.name } : client;
  return (
    <RecordFormDialog section="projects" record={project} {...dialog}>
      {(done) => (
        <ProjectForm
          isNew={!project}
          initial={project ? projectToForm(project) : emptyProjectForm(client?.id)}
          knownClient={knownClient ?? null}
          currentMembers={project?.members ?? []}
          onSubmit={saveRecord(project, projectWrites, toNewProject, toProjectChanges)}
          {...done}
        />
      )}
    </RecordFormDialog>
  );
}
