import { projectManagement } from '@atelier/shared/actions';
import { pageWindow } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { listProjectViews } from './project-view.ts';

/** One page of projects, searched by name or client, with progress and money. */
export const getProjects = implement(projectManagement.actions.get_projects, {
  handler: async (input, { db }) => {
    const { projects, total } = await listProjectViews(db, {
      search: input.search || undefined,
      statuses: input.status,
      clientId: input.client_id,
      sort: input.sort,
      order: input.order,
      ...pageWindow(input),
    });
    return { projects, total, page: input.page, pageSize: input.pageSize };
  },
});
