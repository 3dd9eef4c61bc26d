import type {
  FactTest,
  ScoringCondition,
  ScoringCriterion,
  ScoringFact,
} from '../contract/lead-scoring';
import type { LeadScoring, ScoreCriterion } from '../contract/leads';
import { conditionLabelKey, criterionNameKey } from './score-label-keys';

/**
 * Lead scoring, written once for the server and the demo: the rules are data (criteria of the
 * contract's shape), this module only reads a lead's facts and applies them. Pure and Zod-free
 * (it imports only the contract's types) — no database, no clock: the moment to score at is
 * given (`ScoringMoment`).
 */

/** The lead fields scoring reads. */
export interface ScoringInput {
  email: string;
  phone: string | null;
  source: string;
  project_type: string | null;
  budget: number | null;
  timeline: string | null;
  company: string | null;
  company_size: string | null;
  notes: string | null;
  utm_campaign: string | null;
  /** Pages viewed on the day of the form (0 for leads the agency typed in). */
  pages_viewed: number;
}

/**
 * When a lead is scored: decaying criteria fade with the time from its last activity to `now`.
 * Left out, nothing fades — right for create and update, where the last activity is now.
 */
export interface ScoringMoment {
  now: Date;
  /** ISO 8601 or a Date: the lead's last update or status change. */
  lastActivity: string | Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The share of a criterion's points left: 1 without decay (or without a moment), then linearly
 * down to 0 at `decay_days` days after the last activity. A last activity in the future counts
 * as now.
 */
export function decayFactor(
  criterion: Pick<ScoringCriterion, 'category' | 'decay_days'>,
  moment: ScoringMoment | undefined,
): number {
  const days = criterion.decay_days;
  if (!moment || days == null || criterion.category !== 'engagement') return 1;
  const elapsed = moment.now.getTime() - new Date(moment.lastActivity).getTime();
  return Math.min(1, Math.max(0, 1 - elapsed / (days * DAY_MS)));
}

/** Free mailboxes: an address there says nothing about a company. Matched on the domain. */
const freeMailDomains = new Set([
  'gmail.com',
  'googlemail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'msn.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'mail.com',
  'zohomail.com',
  'fastmail.com',
  'tutanota.com',
  'tuta.io',
  'hushmail.com',
  'qq.com',
  '163.com',
  'mail.ru',
  'web.de',
  't-online.de',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'wanadoo.fr',
  'sfr.fr',
]);
/** Providers with a domain per country (yahoo.fr, hotmail.co.uk, gmx.de, ...). */
const freeMailFamilies = new Set(['yahoo', 'ymail', 'hotmail', 'outlook', 'live', 'gmx', 'yandex']);

export function emailType(email: string): 'business' | 'free' | null {
  const domain = email.trim().toLowerCase().split('@')[1];
  if (!domain) return null;
  const family = domain.split('.')[0] ?? '';
  return freeMailDomains.has(domain) || freeMailFamilies.has(family) ? 'free' : 'business';
}

const nonEmpty = (value: string | null): boolean => (value ?? '').trim() !== '';

/**
 * What conditions can test: one reader per name of the contract's `SCORING_FACTS` (a new fact is
 * a line in each); new rules need no code.
 */
export const leadFacts = {
  budget: (lead: ScoringInput) => lead.budget,
  timeline: (lead: ScoringInput) => lead.timeline,
  company_size: (lead: ScoringInput) => lead.company_size,
  has_company: (lead: ScoringInput) => nonEmpty(lead.company),
  email_type: (lead: ScoringInput) => emailType(lead.email),
  source: (lead: ScoringInput) => lead.source,
  has_phone: (lead: ScoringInput) => nonEmpty(lead.phone),
  has_project_type: (lead: ScoringInput) => nonEmpty(lead.project_type),
  notes_length: (lead: ScoringInput) => (lead.notes ?? '').trim().length,
  has_campaign: (lead: ScoringInput) => nonEmpty(lead.utm_campaign),
  pages_viewed: (lead: ScoringInput) => lead.pages_viewed,
} satisfies Record<ScoringFact, (lead: ScoringInput) => string | number | boolean | null>;

export type LeadFact = ScoringFact;

function passes(test: FactTest, value: string | number | boolean | null): boolean {
  if (test === null) return value === null;
  if (value === null) return false;
  if (typeof test === 'boolean') return value === test;
  if ('in' in test) return typeof value === 'string' && test.in.includes(value);
  return (
    typeof value === 'number' &&
    (test.min === undefined || value >= test.min) &&
    (test.max === undefined || value <= test.max)
  );
}

function matches(condition: ScoringCondition, lead: ScoringInput): boolean {
  return Object.entries(condition.when).every(([fact, test]) =>
    passes(test as FactTest, leadFacts[fact as LeadFact](lead)),
  );
}

function scoreCriterion(
  criterion: ScoringCriterion,
  lead: ScoringInput,
  moment: ScoringMoment | undefined,
): ScoreCriterion {
  const matching = criterion.conditions.filter((condition) => matches(condition, lead));
  const counted =
    criterion.combine === 'sum'
      ? matching
      : matching.reduce<ScoringCondition[]>(
          (best, condition) => (best[0] && best[0].points >= condition.points ? best : [condition]),
          [],
        );
  const earned = counted.reduce((total, condition) => total + condition.points, 0);
  // Points are shares of the weight: out of `scale`, worth `weight` (criterionScale).
  const scale = criterionScale(criterion);
  const worth = scale === 0 ? 0 : (Math.min(earned, scale) * criterion.weight) / scale;
  return {
    key: criterion.key,
    name: criterion.name,
    category: criterion.category,
    // Whole points: a faded criterion shows what it still earns.
    points: Math.round(worth * decayFactor(criterion, moment)),
    max: criterion.weight,
    matched: counted.map((condition) => condition.label),
    name_key: criterionNameKey(criterion.key, criterion.name),
    matched_keys: counted.map((condition) => conditionLabelKey(condition.label)),
  };
}

/**
 * What a criterion's condition points are out of: its `points_scale`, or its weight when it has
 * none (docs/leads.md "Scoring"). A condition of `points` earns points × weight ÷ scale.
 */
export const criterionScale = (criterion: Pick<ScoringCriterion, 'weight' | 'points_scale'>) =>
  criterion.points_scale ?? criterion.weight;

/**
 * The set as it will be stored and scored: a criterion sent without `points_scale` keeps the
 * scale it had (its weight before, for one stored without), a new one takes its weight, so
 * changing a weight scales its conditions instead of capping them.
 */
export function withPointScales<C extends ScoringCriterion>(
  criteria: readonly C[],
  stored: readonly Pick<ScoringCriterion, 'key' | 'weight' | 'points_scale'>[],
): C[] {
  const before = new Map(stored.map((criterion) => [criterion.key, criterionScale(criterion)]));
  return criteria.map((criterion) => {
    if (criterion.points_scale != null) return criterion;
    const scale = before.get(criterion.key) ?? criterion.weight;
    return scale === criterion.weight || scale === 0
      ? criterion
      : { ...criterion, points_scale: scale };
  });
}

/**
 * The score of a lead meeting the best conditions of every active criterion, 0–100: 100
 * unless a criterion's conditions cannot reach its scale (the editor warns then).
 */
export function bestPossibleScore(criteria: readonly ScoringCriterion[]): number {
  const active = criteria.filter((criterion) => criterion.is_active);
  const possible = active.reduce((sum, criterion) => sum + criterion.weight, 0);
  if (possible === 0) return 0;
  const earned = active.reduce((sum, criterion) => {
    const points = criterion.conditions.map((condition) => condition.points);
    const best =
      criterion.combine === 'sum'
        ? points.reduce((total, value) => total + value, 0)
        : Math.max(0, ...points);
    return sum + conditionWorth(best, criterion);
  }, 0);
  return Math.min(100, Math.round((100 * earned) / possible));
}

/** A condition's worth at the criterion's weight now (what the editor shows beside it). */
export const conditionWorth = (
  points: number,
  criterion: Pick<ScoringCriterion, 'weight' | 'points_scale'>,
): number => {
  const scale = criterionScale(criterion);
  return scale === 0 ? 0 : Math.round((Math.min(points, scale) * criterion.weight) / scale);
};

/**
 * Scores a lead. Inactive criteria do not count, and the score is normalised to the weights
 * of the active ones: with budget (25) switched off, 60 of the remaining 75 points is 80. With a
 * `moment`, decaying engagement criteria earn what is left of their points then.
 */
export function scoreLead(
  lead: ScoringInput,
  criteria: readonly ScoringCriterion[],
  moment?: ScoringMoment,
): LeadScoring {
  const breakdown = criteria
    .filter((criterion) => criterion.is_active)
    .map((criterion) => scoreCriterion(criterion, lead, moment));
  const possible = breakdown.reduce((total, item) => total + item.max, 0);
  const earned = breakdown.reduce((total, item) => total + item.points, 0);
  const score = possible === 0 ? 0 : Math.round((100 * earned) / possible);
  return { score: Math.min(100, Math.max(0, score)), breakdown };
}
