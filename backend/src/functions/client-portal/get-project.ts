import { clientPortal } from '@atelier/shared/actions';
import type { PortalProjectAnswer } from '@atelier/shared/contract';
import { listDeliverables } from '../../db/deliverables.ts';
import { findClientProject } from '../../db/portal-records.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { portalClient, portalNotFound } from './portal-client.ts';
import { withMilestones } from './project-summaries.ts';

/** One of the caller's projects with its milestones and the deliverables shown to them. */
export const getProject = implement(clientPortal.actions.get_project, {
  handler: async ({ id }, { db, caller }): Promise<PortalProjectAnswer> => {
    const client = await portalClient(db, caller);
    const row = isUuid(id) ? await findClientProject(db, client.id, id) : undefined;
    if (!row) throw portalNotFound('Project');
    const [project] = await withMilestones(db, [row]);
    if (!project) throw portalNotFound('Project');
    const deliverables = await listDeliverables(db, id, { visibleToClient: true });
    return { project: { ...project, deliverables } };
  },
});
