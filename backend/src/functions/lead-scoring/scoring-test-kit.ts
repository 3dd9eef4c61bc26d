import type { LeadRow, NewLead, ScoringCriterion } from '@atelier/shared/contract';
import { beforeEach, expect } from 'vitest';
import type { Database } from '../../db/database.ts';
import { replaceScoringCriteria } from '../../db/scoring-criteria.ts';
import { type As, type FunctionAnswer, useFunctionKit } from '../../test/function-kit.ts';
import { defaultScoringCriteria } from '../lead-management/default-criteria.ts';

/** Tests only: lead-scoring on the full app, leads written by lead-management's create_lead. */

export interface ScoringTestKit {
  readonly db: Database;
  call(body: Record<string, unknown>, as?: As): Promise<FunctionAnswer>;
  /** A lead-management action, as the admin. */
  callLeads(body: Record<string, unknown>): Promise<FunctionAnswer>;
  /** A lead as the admin creates it: scored by the stored criteria (source `manual` unless given). */
  addLead(lead: NewLead): Promise<LeadRow>;
}

/** Each test starts with no leads, no runs and the seeded criteria (migration 0003). */
export function useScoringTestKit(): ScoringTestKit {
  const kit = useFunctionKit({ truncate: ['leads', 'scoring_runs', 'job_keys', 'notifications'] });
  beforeEach(async () => {
    await replaceScoringCriteria(kit.db, defaultScoringCriteria);
  });
  return {
    get db() {
      return kit.db;
    },
    call: (body, as) => kit.call('lead-scoring', body, as),
    callLeads: (body) => kit.call('lead-management', body),
    async addLead(lead) {
      const answer = await kit.call('lead-management', { action: 'create_lead', ...lead });
      expect(answer.status).toBe(200);
      return answer.body.lead as LeadRow;
    },
  };
}

/** The seeded criteria, a fresh copy to edit. */
export const defaultCriteria = (): ScoringCriterion[] => structuredClone(defaultScoringCriteria);

/**
 * The defaults with budget switched off and a `fit` criterion (25) every lead earns in full:
 * each lead gains 25 minus its budget points.
 */
export function everyoneFitsCriteria(): ScoringCriterion[] {
  const criteria = defaultCriteria().map((criterion) =>
    criterion.key === 'budget' ? { ...criterion, is_active: false } : criterion,
  );
  return [
    ...criteria,
    {
      key: 'fit',
      name: 'Fit',
      category: 'firmographic',
      weight: 25,
      combine: 'best',
      is_active: true,
      conditions: [{ label: 'Any lead', points: 25, when: {} }],
    },
  ];
}

/**
 * Four leads with known scores under the defaults and under `everyoneFitsCriteria`:
 * hot 100 → 100 (A → A), mid 58 → 68 (C → B), small 19 → 40 (D → C), cold 9 → 34 (D → D).
 */
export const knownLeads = {
  hot: {
    name: 'Hana Hot',
    email: 'hana@bigco.com',
    source: 'referral',
    budget: 50000,
    timeline: 'asap',
    company: 'Big Co',
    company_size: '1000+',
    phone: '+1 555 0100',
    project_type: 'saas',
    notes: 'We need a new customer portal. '.repeat(8),
    utm_campaign: 'spring',
  },
  mid: {
    name: 'Milo Mid',
    email: 'milo@acme.io',
    budget: 10000,
    timeline: 'oneToThree',
    company: 'Acme',
    project_type: 'corporate',
  },
  small: { name: 'Sam Small', email: 'sam@gmail.com', budget: 2000, timeline: 'flexible' },
  cold: { name: 'Cole Cold', email: 'cole@gmail.com' },
} satisfies Record<string, NewLead>;

/** Adds the four known leads, in the order hot, mid, small, cold. */
export async function addKnownLeads(
  kit: ScoringTestKit,
): Promise<Record<keyof typeof knownLeads, LeadRow>> {
  return {
    hot: await kit.addLead(knownLeads.hot),
    mid: await kit.addLead(knownLeads.mid),
    small: await kit.addLead(knownLeads.small),
    cold: await kit.addLead(knownLeads.cold),
  };
}
