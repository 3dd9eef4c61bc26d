import { SelectField } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';

/** The project a page is narrowed to, kept in `?project=` so the view can be linked to. */
export function useProjectParam(): [string | null, (projectId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const projectId = params.get('project') || null;
  const setProject = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('project', next);
        else updated.delete('project');
        return updated;
      },
      { replace: true },
    );
  return [projectId, setProject];
}

type ProjectFilterProps = {
  projects: ReadonlyArray<{ id: string; name: string }>;
  projectId: string | null;
  onChange: (projectId: string | null) => void;
};

/** "All projects" or one of them; hidden for a client without projects. */
export function ProjectFilter({ projects, projectId, onChange }: ProjectFilterProps) {
  const { t } = useTranslation(NAMESPACE);
  if (projects.length === 0) return null;
  return (
    <SelectField
      label={t('files.filter.label')}
      value={projectId ?? ''}
      options={[
        { value: '', label: t('files.filter.all') },
        ...projects.map((project) => ({ value: project.id, label: project.name })),
      ]}
      onChange={(event) => onChange(event.target.value || null)}
    />
  );
}
