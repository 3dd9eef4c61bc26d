import {
  CONTRACT_STATUSES,
  type ContractAnalytics,
  type ContractStatus,
  type SignatureFilter,
  type SignatureRow,
} from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/**
 * SQL of the Contracts tab's read-outs (docs/contracts.md, "Signatures, analytics and the
 * agency's download"): the signatures across contracts, the figures, and where a contract's
 * PDFs are stored.
 */

/** At most this many rows in get_signatures: the view is a worklist, not an archive. */
export const SIGNATURE_ROWS_MAX = 500;

/** A contract's state and the storage keys of its PDFs; undefined when none. */
export async function findContractFiles(
  q: Queryable,
  id: string,
): Promise<
  | {
      id: string;
      title: string;
      status: ContractStatus;
      original_path: string | null;
      final_path: string | null;
    }
  | undefined
> {
  const [row] = await q.query<{
    id: string;
    title: string;
    status: ContractStatus;
    original_path: string | null;
    final_path: string | null;
  }>('SELECT id, title, status, original_path, final_path FROM contracts WHERE id = $1', [id]);
  return row;
}

const unsettled = `s.status NOT IN ('signed', 'declined')`;

const signatureFilters: Record<SignatureFilter, string> = {
  waiting: `k.status = 'sent' AND ${unsettled}`,
  signed: `s.status = 'signed'`,
  declined: `s.status = 'declined'`,
  all: 'true',
};

/**
 * The signers of every contract that was sent (a draft has nothing to sign yet), newest
 * sending first, then in signing order. `can_remind` is what `remind {id, signer_id}` accepts:
 * a sent, unexpired contract, a signer neither signed nor declined, and (sequential) nobody
 * unsettled ahead of them.
 */
export async function listSignatures(
  q: Queryable,
  filter: SignatureFilter,
  now: Date,
): Promise<SignatureRow[]> {
  return await q.query<SignatureRow>(
    `SELECT k.id AS contract_id, k.title AS contract_title, k.status AS contract_status,
            c.name AS client_name, s.id AS signer_id, s.name, s.email, s.role, s.position,
            s.status, s.sent_at, s.viewed_at, s.signed_at, s.declined_at, s.reminders_sent,
            s.last_reminded_at, k.expires_at,
            (k.status = 'sent' AND (k.expires_at IS NULL OR k.expires_at > $1) AND ${unsettled}
             AND (k.signing_order = 'parallel' OR NOT EXISTS (
               SELECT 1 FROM contract_signers e
               WHERE e.contract_id = k.id AND e.status NOT IN ('signed', 'declined')
                 AND (e.position, lower(e.email)) < (s.position, lower(s.email))))) AS can_remind
     FROM contract_signers s
     JOIN contracts k ON k.id = s.contract_id
     JOIN clients c ON c.id = k.client_id
     WHERE k.sent_at IS NOT NULL AND ${signatureFilters[filter]}
     ORDER BY k.sent_at DESC, k.id, s.position, lower(s.email)
     LIMIT ${SIGNATURE_ROWS_MAX}`,
    [now],
  );
}

/** The figures of the Analytics view at `now` (the months are UTC calendar months). */
export async function contractAnalytics(q: Queryable, now: Date): Promise<ContractAnalytics> {
  const statusRows = await q.query<{ status: ContractStatus; count: number }>(
    'SELECT status, count(*) AS count FROM contracts GROUP BY status',
  );
  const counts = Object.fromEntries(CONTRACT_STATUSES.map((s) => [s, 0])) as Record<
    ContractStatus,
    number
  >;
  for (const row of statusRows) counts[row.status] = row.count;

  const [totals] = await q.query<{
    sent: number;
    median_hours: number | null;
    average_hours: number | null;
    pending: number;
  }>(
    `SELECT (SELECT count(*) FROM contracts WHERE sent_at IS NOT NULL) AS sent,
            round(percentile_cont(0.5) WITHIN GROUP (ORDER BY h.hours)::numeric, 1) AS median_hours,
            round(avg(h.hours)::numeric, 1) AS average_hours,
            (SELECT count(*) FROM contract_signers s JOIN contracts k ON k.id = s.contract_id
             WHERE k.status = 'sent' AND s.status NOT IN ('signed', 'declined')) AS pending
     FROM (SELECT extract(epoch FROM signed_at - sent_at) / 3600 AS hours
           FROM contracts WHERE status = 'signed' AND sent_at IS NOT NULL) AS h`,
  );
  const signedValue = await q.query<{ currency: string; cents: number }>(
    `SELECT currency, sum(value_cents) AS cents FROM contracts
     WHERE status = 'signed' AND value_cents IS NOT NULL
     GROUP BY currency ORDER BY currency`,
  );
  const byMonth = await q.query<{ month: string; sent: number; signed: number }>(
    `WITH months AS (
       SELECT generate_series(date_trunc('month', $1::timestamptz AT TIME ZONE 'UTC')
                                - interval '5 months',
                              date_trunc('month', $1::timestamptz AT TIME ZONE 'UTC'),
                              interval '1 month') AS start)
     SELECT to_char(m.start, 'YYYY-MM') AS month,
            (SELECT count(*) FROM contracts
             WHERE sent_at >= m.start AT TIME ZONE 'UTC'
               AND sent_at < (m.start + interval '1 month') AT TIME ZONE 'UTC') AS sent,
            (SELECT count(*) FROM contracts
             WHERE signed_at >= m.start AT TIME ZONE 'UTC'
               AND signed_at < (m.start + interval '1 month') AT TIME ZONE 'UTC') AS signed
     FROM months m ORDER BY m.start`,
    [now],
  );

  const outcomes = counts.signed + counts.declined + counts.expired;
  return {
    counts,
    sent: totals?.sent ?? 0,
    signed: counts.signed,
    declined: counts.declined,
    expired: counts.expired,
    signing_rate: outcomes === 0 ? null : Math.round((counts.signed / outcomes) * 1000) / 1000,
    median_hours_to_sign: totals?.median_hours ?? null,
    average_hours_to_sign: totals?.average_hours ?? null,
    pending_signatures: totals?.pending ?? 0,
    signed_value: signedValue,
    by_month: byMonth,
  };
}
