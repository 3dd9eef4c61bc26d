import { getProjectsInput, projectPageSchema } from '@atelier/shared/contract';
import { pageWindow } from '../client-management/record-fields.ts';
import { defineAction } from '../registry.ts';
import { listProjectViews } from './project-view.ts';

export { getProjectsInput };

/** One page of projects, searched by name or client, with progress and money. */
export const getProjects = defineAction({
  access: 'admin',
  input: getProjectsInput,
  output: projectPageSchema,
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
