import type { Hono } from 'hono';
import { beforeAll, beforeEach } from 'vitest';
import type { Keys } from '../../auth/keys.ts';
import type { UserRole } from '../../auth/roles.ts';
import type { Database } from '../../db/database.ts';
import { insertLead, type LeadRow, type LeadValues } from '../../db/leads.ts';
import { authTestApp } from '../../test/auth-app.ts';
import {
  callFunction,
  createTestKeys,
  signedInUser,
  type TestUserOptions,
} from '../../test/fixtures.ts';
import { useTestDatabase } from '../../test/test-database.ts';

/** Tests only: the full app (real session store) on a migrated test database. */

export type As = 'anonymous' | UserRole;

export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
  body: any;
}

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
  const database = useTestDatabase({ migrate: true });
  let keys: Keys;
  let app: Hono;
  let adminId = '';
  const tokens = new Map<As, string>();

  const signIn = async (options: TestUserOptions) => {
    const user = await signedInUser(database.db, keys, options);
    return { userId: user.account.id, token: user.token };
  };

  beforeAll(async () => {
    keys = await createTestKeys();
    app = authTestApp(database.db, keys, { trustProxy: true });
    const admin = await signIn({ role: 'admin', firstName: 'Ada', lastName: 'Admin' });
    adminId = admin.userId;
    tokens.set('anonymous', keys.anonKey);
    tokens.set('admin', admin.token);
    tokens.set('super_admin', (await signIn({ role: 'super_admin' })).token);
    tokens.set('client', (await signIn({ role: 'client' })).token);
  });

  beforeEach(async () => {
    await database.db.exec('TRUNCATE leads, lead_status_history, rate_limit_counters CASCADE');
  });

  return {
    get db() {
      return database.db;
    },
    get adminId() {
      return adminId;
    },
    signIn,
    async call(body, as = 'admin', options = {}) {
      const response = await callFunction(app, keys, 'lead-management', body, {
        token: options.token ?? tokens.get(as) ?? null,
        headers: { 'x-forwarded-for': options.ip ?? '203.0.113.1' },
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
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
  notes: null,
  score: 0,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
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
