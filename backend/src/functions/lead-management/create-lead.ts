import { leadManagement } from '@atelier/shared/actions';
import {
  type createLeadInput,
  type EmailLocale,
  type LeadSource,
  type LeadValues,
  PUBLIC_LEAD_SOURCES,
} from '@atelier/shared/contract';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/database.ts';
import {
  findRecentLeadByEmail,
  insertLead,
  lockLeadEmail,
  recordStatusChanges,
  updateLead,
} from '../../db/leads.ts';
import { createRateLimiter } from '../../db/rate-limit.ts';
import { recordPagesViewed } from '../../db/scored-leads.ts';
import { readAgencyLanguage } from '../../db/settings.ts';
import { type FieldProblems, fieldFailure, invalidFields } from '../../errors.ts';
import { notifyNewLead } from '../notifications-system/events.ts';
import { implement, type RequestInfo } from '../registry.ts';
import { queueLeadAutoReply } from './lead-auto-reply.ts';
import { LeadRateLimitedError, leadRateLimit } from './lead-rate-limit.ts';
import { isAdminCaller, toLead, toReceipt } from './lead-view.ts';
import { pagesViewedToday } from './pages-viewed.ts';
import { mergeRepeat, REPEAT_WINDOW_HOURS } from './repeat-submission.ts';
import { scoreLead } from './scoring.ts';
import { loadScoringCriteria } from './scoring-criteria.ts';

type CreateLeadInput = z.output<typeof createLeadInput>;

/**
 * Whether the form's hidden honeypot field was filled (only a bot does): anything but nothing
 * or blank text. Never converts the value to text: a deeply nested array would overflow the stack.
 */
export const isHoneypotFilled = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/**
 * Anyone may send the get-started form; the agency may also type a lead in. Visitors cannot
 * choose a status or the `manual` source (400), are rate-limited per IP, and a repeat of
 * their e-mail within 24 h is merged into the first lead. A visitor's lead keeps how many pages
 * they viewed today (engagement, for scoring). They get back a receipt of what they sent, the
 * same whatever happened; an admin gets the stored lead.
 */
export const createLead = implement(leadManagement.actions.create_lead, {
  handler: async (input, { db, caller, request, auth }) => {
    // Not sent: the agency's default language (the public form sends the page's).
    const language = input.language ?? (await readAgencyLanguage(db));
    if (isAdminCaller(caller)) {
      const values = leadValues(input, { source: 'manual', language });
      return { lead: toLead(await insertNewLead(db, values, caller.userId)) };
    }
    refuseAgencyOnlyFields(input);
    await enforceRateLimit(db, request);
    const values = leadValues(input, { source: 'direct', language });
    const isBot = isHoneypotFilled(input.website);
    if (!isBot) {
      const pagesViewed = await pagesViewedToday(db, request, auth.settings.siteUrl);
      await recordSubmission(db, values, pagesViewed, request.ip ?? null);
    }
    return { lead: toReceipt(values) };
  },
});

function refuseAgencyOnlyFields(input: CreateLeadInput): void {
  const fields: FieldProblems = {};
  if (input.status !== undefined) {
    fields.status = ["Only the agency can set a lead's status", fieldFailure('agency_only')];
  }
  if (
    input.source !== undefined &&
    !(PUBLIC_LEAD_SOURCES as readonly string[]).includes(input.source)
  ) {
    fields.source = [
      `Source must be one of: ${PUBLIC_LEAD_SOURCES.join(', ')}`,
      fieldFailure('invalid_choice'),
    ];
  }
  if (Object.keys(fields).length > 0) {
    throw invalidFields(fields);
  }
}

async function enforceRateLimit(db: Database, request: RequestInfo): Promise<void> {
  const result = await createRateLimiter(db).take([
    { bucket: 'create_lead', subject: request.ip ?? 'unknown', rule: leadRateLimit() },
  ]);
  if (!result.isAllowed) throw new LeadRateLimitedError(result.retryAfterSeconds);
}

/** A lead's stored values from a form (or a booking: name, e-mail, notes), defaults filled. */
export function leadValues(
  input: CreateLeadInput,
  defaults: { source: LeadSource; language: EmailLocale },
): LeadValues {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    company: input.company ?? null,
    company_size: input.company_size ?? null,
    source: input.source ?? defaults.source,
    status: input.status ?? 'new',
    project_type: input.project_type ?? null,
    budget: input.budget ?? null,
    timeline: input.timeline ?? null,
    estimate_low: input.estimate_low ?? null,
    estimate_high: input.estimate_high ?? null,
    estimate_pace: input.estimate_pace ?? null,
    notes: input.notes ?? null,
    score: 0,
    utm_source: input.utm_source ?? null,
    utm_medium: input.utm_medium ?? null,
    utm_campaign: input.utm_campaign ?? null,
    utm_term: input.utm_term ?? null,
    utm_content: input.utm_content ?? null,
    language: defaults.language,
  };
}

/** The agency's own lead: no page views are the lead's (the pages were the admin's). */
async function insertNewLead(db: Database, values: LeadValues, changedBy: string) {
  const criteria = await loadScoringCriteria(db);
  const score = scoreLead({ ...values, pages_viewed: 0 }, criteria).score;
  return await db.transaction((tx) => insertWithHistory(tx, { ...values, score }, changedBy));
}

/**
 * A visitor's form: a new lead, or a repeat merged into theirs from the last 24 h (which keeps
 * the larger page count). Scored with its pages; its last activity is now, so nothing has faded.
 * A new lead is thanked by e-mail.
 */
async function recordSubmission(
  db: Database,
  values: LeadValues,
  pagesViewed: number,
  senderIp: string | null = null,
): Promise<void> {
  const criteria = await loadScoringCriteria(db);
  await db.transaction(async (tx) => {
    await lockLeadEmail(tx, values.email);
    const existing = await findRecentLeadByEmail(tx, values.email, REPEAT_WINDOW_HOURS);
    if (existing) {
      const merged = mergeRepeat(existing, values, new Date());
      const pages = await recordPagesViewed(tx, existing.id, pagesViewed);
      const score = scoreLead({ ...merged, pages_viewed: pages }, criteria).score;
      await updateLead(tx, existing.id, { ...merged, score });
    } else {
      const score = scoreLead({ ...values, pages_viewed: pagesViewed }, criteria).score;
      const lead = await insertWithHistory(tx, { ...values, score }, null);
      if (pagesViewed > 0) await recordPagesViewed(tx, lead.id, pagesViewed);
      await queueLeadAutoReply(tx, values, senderIp);
    }
  });
}

/** The history of a lead starts with the status it was created in; the admins hear of it. */
async function insertWithHistory(tx: Queryable, values: LeadValues, changedBy: string | null) {
  const lead = await insertLead(tx, values);
  await recordStatusChanges(tx, [
    { leadId: lead.id, fromStatus: null, toStatus: lead.status, changedBy },
  ]);
  await notifyNewLead(tx, lead);
  return lead;
}
