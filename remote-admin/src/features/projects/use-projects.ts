import type { NewProject, ProjectChanges } from '@atelier/shared';
import {
  attachInvoiceRule,
  createProject,
  deleteProject,
  getProject,
  getProjects,
  getTeamMembers,
  setMilestoneDone,
  updateProject,
} from '@atelier/shared/api';
import { projectKeys, recordWriter, teamKeys, useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NO_DEMO } from '../../common/record-write';
import { type ProjectFilters, toProjectListQuery } from './project-filters';

export function useProjectList(filters: ProjectFilters) {
  const query = toProjectListQuery(filters);
  return useApiQuery(projectKeys.list(query), (signal) => getProjects(query, { signal }), {
    keepPreviousData: true,
  });
}

export function useProjectDetail(id: string | null) {
  return useApiQuery(id === null ? null : projectKeys.detail(id), (signal) =>
    getProject(id ?? '', { signal }),
  );
}

const ACTIVE_MEMBERS = { is_active: true, sort: 'name', order: 'asc', pageSize: 100 } as const;

/** The active team members a project can be staffed with, A–Z. */
export function useActiveMembers() {
  return useApiQuery(teamKeys.list(ACTIVE_MEMBERS), (signal) =>
    getTeamMembers(ACTIVE_MEMBERS, { signal }),
  );
}

export function useProjectWrites() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'projects');
    return {
      create: (project: NewProject) => write(() => createProject(project, NO_DEMO)),
      update: (changes: ProjectChanges) => write(() => updateProject(changes, NO_DEMO)),
      remove: (id: string) => write(() => deleteProject(id, NO_DEMO)),
      milestone: (projectId: string, milestoneId: string, isDone: boolean) =>
        write(() => setMilestoneDone(projectId, milestoneId, isDone, NO_DEMO)),
      /** New moments for a rule's steps on the project (invoice-automation#attach_rule). */
      attachSteps: (ruleId: string, projectId: string, steps: { step: number; at: string }[]) =>
        write(() => attachInvoiceRule({ rule_id: ruleId, project_id: projectId, steps }, NO_DEMO)),
    };
  }, [queryClient]);
}
