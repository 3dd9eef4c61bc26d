import type { Database } from '../../db/database.ts';
import { insertLead, type LeadRow, type LeadValues } from '../../db/leads.ts';
import type { TestUserOptions } from '../../test/fixtures.ts';
import { type As, type FunctionAnswer, useFunctionKit } from '../../test/function-kit.ts';

/** Tests only: lead-management on the full app (real session store) and a migrated database. */

export type { As } from '../../test/function-kit.ts';
export type Answer = FunctionAnswer;

export interface CallOptions {
  /** Client address, sent as X-Forwarded-For (the app trusts it). */
  ip?: string;
  /** A session token to use instead of the one of `as`. */
  token?: string;
}

export interface LeadTestKit {
  readonly db: Database;
  /** The admin ("Ada Admin") that `as: 'admin'` calls are signed in as. */
  readonly adminId: string;
  call(body: Record<string, unknown>, as?: As, options?: CallOptions): Promise<Answer>;
  /** Another signed-in user, with a live session. */
  signIn(options: TestUserOptions): Promise<{ userId: string; token: string }>;
}

/** Each test starts with no leads and fresh rate-limit counters; the users stay. */
export function useLeadTestKit(): LeadTestKit {
  const kit = useFunctionKit({ truncate: ['leads', 'lead_status_history', 'rate_limit_hits'] });
  return {
    get db() {
      return kit.db;
    },
    get adminId() {
      return kit.adminId;
    },
    signIn: (options) => kit.signIn(options),
    call: (body, as, options) => kit.call('lead-management', body, as, options),
  };
}

export const sampleLead = (overrides: Partial<LeadValues> = {}): LeadValues => ({
  name: 'Jane Doe',
  email: 'jane@studio.com',
  phone: null,
  company: null,
  company_size: null,
  source: 'direct',
  status: 'new',
  project_type: null,
  budget: null,
  timeline: null,
  estimate_low: null,
  estimate_high: null,
  estimate_pace: null,
  notes: null,
  score: 0,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  language: 'en',
  ...overrides,
});

/** Inserts a lead as it is given (score included), optionally created at another time. */
export async function seedLead(
  db: Database,
  overrides: Partial<LeadValues> & { created_at?: string } = {},
): Promise<LeadRow> {
  const { created_at, ...values } = overrides;
  const lead = await insertLead(db, sampleLead(values));
  if (!created_at) return lead;
  const [moved] = await db.query<LeadRow>(
    'UPDATE leads SET created_at = $2, updated_at = $2 WHERE id = $1 RETURNING *',
    [lead.id, created_at],
  );
  return moved ?? lead;
}
