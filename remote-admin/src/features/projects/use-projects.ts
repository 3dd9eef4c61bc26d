import {
  type ClientListQuery,
  createProject,
  deleteProject,
  getClients,
  getProject,
  getProjects,
  getTeamMembers,
  type NewProject,
  type ProjectChanges,
  setMilestoneDone,
  updateProject,
} from '@atelier/shared';
import { NO_DEMO, recordWrite } from '../../common/record-write';
import { useServerQuery } from '../../common/use-server-query';
import { type ProjectFilters, toProjectListQuery } from './project-filters';

export function useProjectList(filters: ProjectFilters) {
  const query = toProjectListQuery(filters);
  return useServerQuery(
    `projects:${JSON.stringify(query)}`,
    (signal) => getProjects(query, { signal }),
    { keepPreviousData: true },
  );
}

export function useProjectDetail(id: string | null) {
  return useServerQuery(id === null ? null : `project:${id}`, (signal) =>
    getProject(id ?? '', { signal }),
  );
}

/** The clients a project can belong to, A–Z, narrowed by what the admin typed. */
export function useClientChoices(search: string) {
  const text = search.trim();
  const query: ClientListQuery = {
    sort: 'name',
    order: 'asc',
    pageSize: 100,
    ...(text ? { search: text } : {}),
  };
  return useServerQuery(
    `client-choices:${JSON.stringify(query)}`,
    (signal) => getClients(query, { signal }),
    { keepPreviousData: true },
  );
}

/** The active team members a project can be staffed with, A–Z. */
export function useActiveMembers() {
  return useServerQuery('active-members', (signal) =>
    getTeamMembers({ is_active: true, sort: 'name', order: 'asc', pageSize: 100 }, { signal }),
  );
}

export const projectWrites = {
  create: (project: NewProject) => recordWrite(() => createProject(project, NO_DEMO)),
  update: (changes: ProjectChanges) => recordWrite(() => updateProject(changes, NO_DEMO)),
  remove: (id: string) => recordWrite(() => deleteProject(id, NO_DEMO)),
  milestone: (projectId: string, milestoneId: string, isDone: boolean) =>
    recordWrite(() => setMilestoneDone(projectId, milestoneId, isDone, NO_DEMO)),
};
