import { Dialog, type Project, toast } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ProjectForm } from './ProjectForm';
import { emptyProjectForm, projectToForm, toNewProject, toProjectChanges } from './project-schema';
import { useProjectWrites } from './use-projects';

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
export function ProjectFormDialog(props: ProjectFormDialogProps) {
  const projectWrites = useProjectWrites();
  const { isOpen, project, client, onClose, onSaved } = props;
  const { t } = useTranslation(NAMESPACE);
  const knownClient = project ? { id: project.client_id, name: project.clients.name } : client;
  return (
    <Dialog
      placement="side"
      isOpen={isOpen}
      title={
        project ? t('projects.form.editTitle', { name: project.name }) : t('projects.form.newTitle')
      }
      onClose={onClose}
    >
      <ProjectForm
        isNew={!project}
        initial={project ? projectToForm(project) : emptyProjectForm(client?.id)}
        knownClient={knownClient ?? null}
        currentMembers={project?.members ?? []}
        onSubmit={(values) =>
          project
            ? projectWrites.update(toProjectChanges(project.id, values))
            : projectWrites.create(toNewProject(values))
        }
        onSaved={(saved) => {
          toast.success(
            t(project ? 'projects.form.saved' : 'projects.form.created', { name: saved.name }),
          );
          onClose();
          onSaved?.(saved);
        }}
        onCancel={onClose}
      />
    </Dialog>
  );
}
