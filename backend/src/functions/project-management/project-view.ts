import type { Milestone, Project } from '@atelier/shared/contract';
import { milestoneProgress } from '@atelier/shared/records';
import type { Queryable } from '../../db/database.ts';
import {
  findProjectRow,
  listMilestones,
  listProjectMembers,
  listProjectRows,
  type ProjectListQuery,
  type ProjectRow,
} from '../../db/projects.ts';
import { notFound } from '../client-management/record-fields.ts';

export type { Milestone, Project };

export const projectNotFound = () => notFound('Project');

/** Rows with their milestones and members, fetched for all of them in two queries. */
async function toProjects(q: Queryable, rows: readonly ProjectRow[]): Promise<Project[]> {
  const ids = rows.map((row) => row.id);
  const [milestones, members] = [await listMilestones(q, ids), await listProjectMembers(q, ids)];
  return rows.map((row) => {
    const { client_name, client_company, invoiced_cents, paid_cents, ...project } = row;
    const own = milestones
      .filter((m) => m.project_id === row.id)
      .map(({ project_id: _project, ...milestone }) => milestone);
    return {
      ...project,
      clients: { name: client_name, company: client_company },
      milestones: own,
      members: members
        .filter((m) => m.project_id === row.id)
        .map(({ id, name, role_title }) => ({ id, name, role_title })),
      progress: milestoneProgress(own),
      invoiced_cents,
      paid_cents,
    };
  });
}

/** The project as the actions answer it, or null when the id names none. */
export async function findProjectView(q: Queryable, id: string): Promise<Project | null> {
  const row = await findProjectRow(q, id);
  if (!row) return null;
  const [project] = await toProjects(q, [row]);
  return project ?? null;
}

/** One page of projects as the actions answer them. */
export async function listProjectViews(
  q: Queryable,
  query: ProjectListQuery,
): Promise<{ projects: Project[]; total: number }> {
  const { rows, total } = await listProjectRows(q, query);
  return { projects: await toProjects(q, rows), total };
}
