import { actionCaller, type CallOptions } from '@atelier/shared';
import type { NewProject, ProjectChanges, ProjectListQuery } from '../../contract/projects';

/** The function behind the agency's projects; its contract is docs/records.md. */
export const PROJECT_FUNCTION = 'project-management' as const;

const call = actionCaller(PROJECT_FUNCTION);

export const getProjects = (query: ProjectListQuery = {}, options?: CallOptions) =>
  call('get_projects', query, options);

export const getProject = (id: string, options?: CallOptions) =>
  call('get_project', { id }, options);

export const createProject = (project: NewProject, options?: CallOptions) =>
  call('create_project', project, options);

export const updateProject = (changes: ProjectChanges, options?: CallOptions) =>
  call('update_project', changes, options);

/** A 409 when the project has invoices or payments: cancel it instead. */
export const deleteProject = (id: string, options?: CallOptions) =>
  call('delete_project', { id }, options);

/** Ticks or unticks one milestone; the answer carries the project's new progress. */
export const setMilestoneDone = (
  projectId: string,
  milestoneId: string,
  isDone: boolean,
  options?: CallOptions,
) =>
  call(
    'set_milestone_done',
    { project_id: projectId, milestone_id: milestoneId, is_done: isDone },
    options,
  );

/** A draft deliverable the client does not see until it is submitted. */
export const addDeliverable = (
  deliverable: { project_id: string; title: string; description?: string },
  options?: CallOptions,
) => call('add_deliverable', deliverable, options);

/** Shows the deliverable to the client for approval; the client is notified and e-mailed. */
export const submitDeliverable = (id: string, options?: CallOptions) =>
  call('submit_deliverable', { id }, options);
