import type { PortalMilestone, PortalProjectSummary } from '@atelier/shared/contract';
import { milestoneProgress } from '@atelier/shared/records';
import type { Queryable } from '../../db/database.ts';
import type { PortalProjectRow } from '../../db/portal-records.ts';
import { listMilestones } from '../../db/projects.ts';

/**
 * Portal project rows with their milestones (one query for all of them) and the progress the
 * admin sees (`milestoneProgress`, 0 without milestones).
 */
export async function withMilestones(
  q: Queryable,
  rows: readonly PortalProjectRow[],
): Promise<
  (PortalProjectSummary & { description: string | null; milestones: PortalMilestone[] })[]
> {
  const milestones = await listMilestones(
    q,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = milestones
      .filter((m) => m.project_id === row.id)
      .map(({ id, name, due_date, percentage, is_done, completed_at }) => ({
        id,
        name,
        due_date,
        percentage,
        is_done,
        completed_at,
      }));
    return { ...row, progress: milestoneProgress(own), milestones: own };
  });
}
