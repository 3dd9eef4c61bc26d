import { computeTotals } from '@atelier/shared/records';
import type { Queryable } from '../db/database.ts';
import { demoProjects, demoProposals } from './demo-data.ts';
import { type Clock, type Ids, idOf, insertItems, type Languages } from './demo-seed-context.ts';
import { demoWords } from './demo-words-fr.ts';

/** The demo's work: proposals with their items, projects with their milestones and members. */

export async function seedProposals(
  tx: Queryable,
  clock: Clock,
  clientIds: Ids,
  leadIds: Ids,
  languages: Languages,
): Promise<Ids> {
  const ids: Ids = new Map();
  for (const proposal of demoProposals) {
    const language = proposal.clientKey
      ? languages.ofClient(proposal.clientKey)
      : proposal.leadKey
        ? languages.ofLead(proposal.leadKey)
        : languages.agency;
    const totals = computeTotals(proposal.items, proposal);
    const isSent = proposal.status !== 'draft';
    const isDecided = proposal.status === 'accepted' || proposal.status === 'declined';
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO proposals (client_id, lead_id, title, summary, discount_cents, tax_rate_bp,
         subtotal_cents, tax_cents, total_cents, valid_until, status, sent_at, decided_at,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) RETURNING id`,
      [
        proposal.clientKey ? idOf(clientIds, proposal.clientKey) : null,
        proposal.leadKey ? idOf(leadIds, proposal.leadKey) : null,
        demoWords(proposal.title, language),
        demoWords(proposal.summary, language),
        totals.discount_cents,
        proposal.tax_rate_bp,
        totals.subtotal_cents,
        totals.tax_cents,
        totals.total_cents,
        clock.day(proposal.validIn),
        proposal.status,
        isSent ? clock.ago(proposal.daysAgo - 1) : null,
        isDecided ? clock.ago(Math.max(0, proposal.daysAgo - 6)) : null,
        clock.ago(proposal.daysAgo),
      ],
    );
    if (!row) continue;
    ids.set(proposal.key, row.id);
    await insertItems(
      tx,
      'proposal_items',
      'proposal_id',
      row.id,
      proposal.items,
      totals.line_amounts_cents,
      language,
    );
  }
  return ids;
}

export async function seedProjects(
  tx: Queryable,
  clock: Clock,
  clientIds: Ids,
  proposalIds: Ids,
  memberIds: Ids,
  languages: Languages,
): Promise<Ids> {
  const ids: Ids = new Map();
  for (const project of demoProjects) {
    const language = languages.ofClient(project.clientKey);
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO projects (client_id, proposal_id, name, description, status, start_date,
         due_date, budget_cents, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
      [
        idOf(clientIds, project.clientKey),
        project.proposalKey ? idOf(proposalIds, project.proposalKey) : null,
        demoWords(project.name, language),
        demoWords(project.description, language),
        project.status,
        clock.day(project.startIn),
        clock.day(project.dueIn),
        project.budget_cents,
        clock.ago(project.daysAgo),
      ],
    );
    if (!row) continue;
    ids.set(project.key, row.id);
    for (const [index, milestone] of project.milestones.entries()) {
      await tx.query(
        `INSERT INTO project_milestones (project_id, position, name, due_date, percentage,
           is_done, completed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          row.id,
          index + 1,
          demoWords(milestone.name, language),
          clock.day(milestone.dueIn),
          milestone.percentage,
          milestone.is_done,
          milestone.is_done ? `${clock.day(Math.min(milestone.dueIn, 0))}T16:00:00Z` : null,
        ],
      );
    }
    for (const member of project.members) {
      await tx.query('INSERT INTO project_members (project_id, team_member_id) VALUES ($1, $2)', [
        row.id,
        idOf(memberIds, member),
      ]);
    }
  }
  return ids;
}
