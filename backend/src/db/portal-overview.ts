import type { PortalOverview } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/** How many rows each list of the portal's overview shows. */
const OVERVIEW_LIMIT = 5;

/**
 * The portal's overview of one client in one statement (one snapshot): every list is filtered
 * by `client_id = $1`, the caller's own client as `portalClient` resolved it. `$2` is the
 * account's e-mail, which names the client's signer on a contract.
 */
const overviewSql = `
  SELECT
    (SELECT coalesce(json_agg(json_build_object('currency', owed.currency, 'cents', owed.cents)
                              ORDER BY owed.currency), '[]')
     FROM (SELECT currency, sum(balance_cents)::bigint AS cents FROM invoice_states
           WHERE client_id = $1 AND status = 'sent' AND balance_cents > 0
           GROUP BY currency) owed) AS balance_due,
    (SELECT coalesce(json_agg(json_build_object(
              'id', i.id, 'number', i.number, 'currency', i.currency,
              'total_cents', i.total_cents, 'balance_cents', i.balance_cents,
              'due_date', to_char(i.due_date, 'YYYY-MM-DD'), 'status', i.effective_status)
            ORDER BY i.due_date, i.number), '[]')
     FROM (SELECT * FROM invoice_states
           WHERE client_id = $1 AND status = 'sent' AND balance_cents > 0
           ORDER BY due_date, number LIMIT ${OVERVIEW_LIMIT}) i) AS invoices_to_pay,
    (SELECT coalesce(json_agg(json_build_object(
              'id', p.id, 'title', p.title, 'currency', p.currency,
              'total_cents', p.total_cents, 'valid_until', to_char(p.valid_until, 'YYYY-MM-DD'))
            ORDER BY p.sent_at DESC, p.id), '[]')
     FROM (SELECT * FROM proposals
           WHERE client_id = $1 AND status = 'sent'
             AND (valid_until IS NULL OR valid_until >= (SELECT agency_today()))
           ORDER BY sent_at DESC, id LIMIT ${OVERVIEW_LIMIT}) p) AS proposals_waiting,
    (SELECT coalesce(json_agg(json_build_object(
              'id', c.id, 'title', c.title, 'sent_at', ${isoOf('c.sent_at')},
              'expires_at', ${isoOf('c.expires_at')})
            ORDER BY c.sent_at DESC, c.id), '[]')
     FROM (SELECT * FROM contracts k
           WHERE k.client_id = $1 AND k.status = 'sent'
             AND (k.expires_at IS NULL OR k.expires_at > now())
             AND EXISTS (SELECT 1 FROM contract_signers s
                         WHERE s.contract_id = k.id AND s.email = lower($2)
                           AND s.status IN ('sent', 'viewed'))
           ORDER BY k.sent_at DESC, k.id LIMIT ${OVERVIEW_LIMIT}) c) AS contracts_waiting,
    (SELECT coalesce(json_agg(json_build_object(
              'project_id', m.project_id, 'project_name', m.project_name, 'title', m.name,
              'due_date', to_char(m.due_date, 'YYYY-MM-DD'))
            ORDER BY m.due_date NULLS LAST, m.position), '[]')
     FROM (SELECT pm.project_id, pr.name AS project_name, pm.name, pm.due_date, pm.position
           FROM project_milestones pm JOIN projects pr ON pr.id = pm.project_id
           WHERE pr.client_id = $1 AND NOT pm.is_done
             AND pr.status NOT IN ('completed', 'cancelled')
           ORDER BY pm.due_date NULLS LAST, pm.position
           LIMIT ${OVERVIEW_LIMIT}) m) AS next_milestones,
    (SELECT coalesce(json_agg(json_build_object(
              'id', pm.id, 'project_id', pm.project_id, 'author_role', pm.author_role,
              'body', pm.body, 'created_at', ${isoOf('pm.created_at')})
            ORDER BY pm.created_at DESC, pm.id DESC), '[]')
     FROM (SELECT * FROM portal_messages WHERE client_id = $1
           ORDER BY created_at DESC, id DESC LIMIT ${OVERVIEW_LIMIT}) pm) AS latest_messages`;

/** A timestamptz as the API writes it everywhere (`2026-01-31T09:30:00.000Z`), inside JSON. */
function isoOf(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The overview's lists of one client (all but the client's name, which the caller has). */
export async function readPortalOverview(
  q: Queryable,
  clientId: string,
  accountEmail: string,
): Promise<Omit<PortalOverview, 'client'>> {
  const [row] = await q.query<Omit<PortalOverview, 'client'>>(overviewSql, [
    clientId,
    accountEmail,
  ]);
  if (!row) throw new Error('The portal overview returned no row');
  return row;
}
