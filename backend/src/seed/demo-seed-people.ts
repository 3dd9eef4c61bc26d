import type { Queryable } from '../db/database.ts';
import { insertLead, recordStatusChanges } from '../db/leads.ts';
import { scoreLead } from '../functions/lead-management/scoring.ts';
import type { loadScoringCriteria } from '../functions/lead-management/scoring-criteria.ts';
import { demoClients, demoLeads, demoTeam } from './demo-data.ts';
import { type Clock, type Ids, idOf, type Languages } from './demo-seed-context.ts';
import { demoWords } from './demo-words-fr.ts';

/** The demo's people: leads (scored, with their status history), the team and the clients. */

export async function seedLeads(
  tx: Queryable,
  clock: Clock,
  criteria: Awaited<ReturnType<typeof loadScoringCriteria>>,
  languages: Languages,
): Promise<Ids> {
  const ids: Ids = new Map();
  for (const lead of demoLeads) {
    const values = {
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      company_size: lead.company_size,
      source: lead.source,
      status: lead.status,
      project_type: lead.project_type,
      budget: lead.budget,
      timeline: lead.timeline,
      estimate_low: null,
      estimate_high: null,
      estimate_pace: null,
      notes: lead.notes === null ? null : demoWords(lead.notes, languages.ofLead(lead.key)),
      score: 0,
      utm_source: lead.utm_source ?? null,
      utm_medium: lead.utm_medium ?? null,
      utm_campaign: lead.utm_campaign ?? null,
      utm_term: null,
      utm_content: null,
      language: languages.ofLead(lead.key),
    };
    const score = scoreLead({ ...values, pages_viewed: 0 }, criteria).score;
    const row = await insertLead(tx, { ...values, score });
    const created = clock.ago(lead.daysAgo);
    const changed = clock.ago(Math.max(0, lead.daysAgo - 3));
    await tx.query('UPDATE leads SET created_at = $2, updated_at = $3 WHERE id = $1', [
      row.id,
      created,
      lead.status === 'new' ? created : changed,
    ]);
    await recordStatusChanges(tx, [
      { leadId: row.id, fromStatus: null, toStatus: 'new', changedBy: null },
      ...(lead.status === 'new'
        ? []
        : [{ leadId: row.id, fromStatus: 'new' as const, toStatus: lead.status, changedBy: null }]),
    ]);
    await tx.query(
      `UPDATE lead_status_history SET changed_at = CASE WHEN from_status IS NULL THEN $2::timestamptz
         ELSE $3::timestamptz END WHERE lead_id = $1`,
      [row.id, created, changed],
    );
    ids.set(lead.key, row.id);
  }
  return ids;
}

export async function seedTeam(tx: Queryable, clock: Clock, languages: Languages): Promise<Ids> {
  const ids: Ids = new Map();
  for (const [index, member] of demoTeam.entries()) {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO team_members (name, email, role_title, hourly_rate_cents, is_active,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
      [
        member.name,
        member.email,
        demoWords(member.role_title, languages.agency),
        member.hourly_rate_cents,
        member.is_active,
        clock.ago(400 - index * 20),
      ],
    );
    if (row) ids.set(member.key, row.id);
  }
  return ids;
}

export async function seedClients(
  tx: Queryable,
  clock: Clock,
  leadIds: Ids,
  languages: Languages,
): Promise<Ids> {
  const ids: Ids = new Map();
  for (const client of demoClients) {
    const leadId = client.leadKey ? idOf(leadIds, client.leadKey) : null;
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO clients (name, company, email, phone, address, tax_id, notes, status, lead_id,
         created_at, updated_at, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10,
               coalesce($11, agency_default_language())) RETURNING id`,
      [
        client.name,
        client.company,
        client.email,
        client.phone,
        client.address,
        client.tax_id,
        client.notes === null ? null : demoWords(client.notes, languages.agency),
        client.status,
        leadId,
        clock.ago(client.daysAgo),
        client.language ?? null,
      ],
    );
    if (!row) continue;
    ids.set(client.key, row.id);
    if (leadId) {
      await tx.query('UPDATE leads SET converted_client_id = $2 WHERE id = $1', [leadId, row.id]);
    }
  }
  return ids;
}
