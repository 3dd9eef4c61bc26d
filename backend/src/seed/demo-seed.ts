import { addFrenchCatalogue } from '../catalogue/french-catalogue.ts';
import type { Database } from '../db/database.ts';
import { readAgencyLanguage } from '../db/settings.ts';
import { loadScoringCriteria } from '../functions/lead-management/scoring-criteria.ts';
import { seedCalendar, seedPageViews } from './demo-seed-activity.ts';
import { Clock, Languages } from './demo-seed-context.ts';
import { seedInvoices } from './demo-seed-money.ts';
import { seedClients, seedLeads, seedTeam } from './demo-seed-people.ts';
import { seedProjects, seedProposals } from './demo-seed-work.ts';

export { paymentAmounts } from './demo-seed-money.ts';

/** Set once the sample data went in, so deleting it all never brings it back. */
const SEED_MARKER = 'seed.demo';

export interface SeedResult {
  seeded: boolean;
  /** Why nothing was written, when nothing was. */
  reason?: 'already-seeded' | 'not-empty';
}

/**
 * `ATELIER_SEED=demo`: fills an empty database with the sample agency of demo-data.ts — leads,
 * team, clients, proposals, projects, invoices and payments that agree with each other (totals
 * from their items, balances from their payments, gap-free invoice numbers) — in one
 * transaction. A database that already holds leads or clients is left alone.
 */
export async function seedDemoData(
  db: Database,
  options: { now?: Date } = {},
): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const criteria = await loadScoringCriteria(db);
  return await db.transaction(async (tx) => {
    // Two backends starting on one database must not both seed it.
    await tx.query('SELECT pg_advisory_xact_lock(7241005)');
    const [marker] = await tx.query('SELECT 1 FROM app_settings WHERE key = $1', [SEED_MARKER]);
    if (marker) return { seeded: false, reason: 'already-seeded' };
    const [existing] = await tx.query(
      'SELECT 1 FROM leads UNION ALL SELECT 1 FROM clients LIMIT 1',
    );
    if (existing) return { seeded: false, reason: 'not-empty' };

    const clock = new Clock(now);
    const languages = new Languages(await readAgencyLanguage(tx));
    const leadIds = await seedLeads(tx, clock, criteria, languages);
    const memberIds = await seedTeam(tx, clock, languages);
    const clientIds = await seedClients(tx, clock, leadIds, languages);
    const proposalIds = await seedProposals(tx, clock, clientIds, leadIds, languages);
    const projectIds = await seedProjects(tx, clock, clientIds, proposalIds, memberIds, languages);
    await seedInvoices(tx, clock, clientIds, projectIds, languages);
    await seedCalendar(tx, clock, clientIds, projectIds);
    await addFrenchCatalogue(tx);
    await seedPageViews(tx, now);
    await tx.query(`INSERT INTO app_settings (key, value) VALUES ($1, $2)`, [
      SEED_MARKER,
      JSON.stringify({ seeded_at: now.toISOString() }),
    ]);
    return { seeded: true };
  });
}
