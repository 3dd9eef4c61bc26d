import type { Campaign, CampaignFields } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/**
 * Campaigns and their attributed figures (docs/marketing.md#attribution). A view, a lead and
 * the lead's client belong to a campaign when their utm_campaign equals the campaign's, and
 * their utm_source and utm_medium too where the campaign sets them, on a day from the start
 * date to the end date (today when open), in UTC. Revenue is what those clients paid in the
 * campaign's currency from its start date on. Computed in one statement, so a row is the wire
 * shape.
 */

const FIELDS = [
  'name',
  'channel',
  'start_date',
  'end_date',
  'budget_cents',
  'currency',
  'landing_path',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const satisfies readonly (keyof CampaignFields)[];

const matches = (alias: string, at: string) => `
  ${alias}.utm_campaign = c.utm_campaign
  AND (c.utm_source IS NULL OR ${alias}.utm_source = c.utm_source)
  AND (c.utm_medium IS NULL OR ${alias}.utm_medium = c.utm_medium)
  AND (${at} AT TIME ZONE 'UTC')::date BETWEEN c.start_date
    AND COALESCE(c.end_date, (now() AT TIME ZONE 'UTC')::date)`;

const CAMPAIGN_SELECT = `
  SELECT c.id, c.name, c.channel, to_char(c.start_date, 'YYYY-MM-DD') AS start_date,
    to_char(c.end_date, 'YYYY-MM-DD') AS end_date, c.budget_cents::float8 AS budget_cents,
    c.currency, c.landing_path, c.utm_source, c.utm_medium, c.utm_campaign, c.utm_term,
    c.utm_content, c.created_at, c.updated_at,
    json_build_object(
      'visits', v.visits, 'visitors', v.visitors, 'leads', l.leads, 'clients', l.clients,
      'revenue_cents', r.revenue_cents,
      'cost_per_lead_cents',
        CASE WHEN l.leads > 0 THEN round(c.budget_cents::numeric / l.leads)::float8 END,
      'roi',
        CASE WHEN c.budget_cents > 0
          THEN round((r.revenue_cents - c.budget_cents)::numeric / c.budget_cents, 4)::float8 END
    ) AS stats
  FROM marketing_campaigns c
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS visits, count(DISTINCT pv.visitor_hash)::int AS visitors
    FROM page_views pv WHERE ${matches('pv', 'pv.viewed_at')}
  ) v
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS leads,
      count(DISTINCT COALESCE(cl.id, ld.converted_client_id))::int AS clients,
      array_remove(array_agg(DISTINCT COALESCE(cl.id, ld.converted_client_id)), NULL) AS ids
    FROM leads ld
    LEFT JOIN clients cl ON cl.lead_id = ld.id
    WHERE ${matches('ld', 'ld.created_at')}
  ) l
  CROSS JOIN LATERAL (
    SELECT COALESCE(sum(p.amount_cents), 0)::float8 AS revenue_cents
    FROM payments p
    WHERE p.client_id = ANY(l.ids) AND p.currency = c.currency AND p.payment_date >= c.start_date
  ) r`;

export async function listCampaigns(q: Queryable): Promise<Campaign[]> {
  return await q.query<Campaign>(
    `${CAMPAIGN_SELECT} ORDER BY c.start_date DESC, c.created_at DESC`,
  );
}

export async function findCampaign(q: Queryable, id: string): Promise<Campaign | null> {
  const [row] = await q.query<Campaign>(`${CAMPAIGN_SELECT} WHERE c.id::text = $1`, [id]);
  return row ?? null;
}

export async function insertCampaign(
  q: Queryable,
  fields: CampaignFields,
  createdBy: string,
): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO marketing_campaigns (${FIELDS.join(', ')}, created_by)
     VALUES (${FIELDS.map((_, i) => `$${i + 1}`).join(', ')}, $${FIELDS.length + 1})
     RETURNING id`,
    [...FIELDS.map((field) => fields[field]), createdBy],
  );
  if (!row) throw new Error('INSERT INTO marketing_campaigns returned no row');
  return row.id;
}

/** Writes the given fields; answers false when no campaign has this id. */
export async function updateCampaign(
  q: Queryable,
  id: string,
  changes: Partial<CampaignFields>,
): Promise<boolean> {
  const names = FIELDS.filter((field) => changes[field] !== undefined);
  const sets = names.map((field, i) => `${field} = $${i + 2}`);
  const rows = await q.query(
    `UPDATE marketing_campaigns SET ${[...sets, 'updated_at = now()'].join(', ')}
     WHERE id::text = $1 RETURNING id`,
    [id, ...names.map((field) => changes[field])],
  );
  return rows.length > 0;
}

export async function deleteCampaign(q: Queryable, id: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM marketing_campaigns WHERE id::text = $1 RETURNING id', [
    id,
  ]);
  return rows.length > 0;
}

/** The stored dates of a campaign, to check an update that moves only one of them. */
export async function findCampaignDates(
  q: Queryable,
  id: string,
): Promise<{ start_date: string; end_date: string | null } | null> {
  const [row] = await q.query<{ start_date: string; end_date: string | null }>(
    `SELECT to_char(start_date, 'YYYY-MM-DD') AS start_date,
       to_char(end_date, 'YYYY-MM-DD') AS end_date
     FROM marketing_campaigns WHERE id::text = $1 FOR UPDATE`,
    [id],
  );
  return row ?? null;
}
