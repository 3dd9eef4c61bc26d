import type { Lead, LeadStatus } from '@atelier/shared';
import type { PipelineColumns } from '@atelier/shared/data/leads';

/**
 * The pipeline with one lead moved to another status's column, at its top: what the admin
 * sees at once, before the server confirms (and again, the other way, if it refuses).
 */
export function moveCard(columns: PipelineColumns, id: string, to: LeadStatus): PipelineColumns {
  let moved: Lead | undefined;
  const next = { ...columns };
  for (const status of Object.keys(next) as LeadStatus[]) {
    const column = next[status];
    const lead = column.leads.find((item) => item.id === id);
    if (!lead) continue;
    moved = lead;
    if (status === to) return columns;
    next[status] = {
      leads: column.leads.filter((item) => item.id !== id),
      total: Math.max(0, column.total - 1),
    };
  }
  if (!moved) return columns;
  const target = next[to];
  next[to] = { leads: [{ ...moved, status: to }, ...target.leads], total: target.total + 1 };
  return next;
}
