import { LEAD_LIMITS, type LeadValues } from '@atelier/shared/contract';

const NOTES_MAX = LEAD_LIMITS.notes;

/** A repeat of the form within this many hours goes into the first lead. */
export const REPEAT_WINDOW_HOURS = 24;

/** Fields a repeat may fill in when the first submission left them empty. */
const fillableFields = [
  'phone',
  'company',
  'company_size',
  'project_type',
  'budget',
  'timeline',
  // The estimate comes whole (create_lead): all three are empty or none is.
  'estimate_low',
  'estimate_high',
  'estimate_pace',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const satisfies readonly (keyof LeadValues)[];

/** `2026-01-31 09:30 UTC` */
const formatStamp = (at: Date): string => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The notes with a repeat's message appended under a timestamp line. Once the notes reach
 * NOTES_MAX, further messages are dropped: a form resent in a loop cannot grow a lead forever.
 */
export function appendFollowUp(notes: string | null, message: string | null, at: Date) {
  if (!message) return notes;
  const followUp = `--- Follow-up, ${formatStamp(at)} ---\n${message}`;
  const appended = notes ? `${notes}\n\n${followUp}` : followUp;
  return appended.length > NOTES_MAX ? notes : appended;
}

/** The first lead after a repeat: its message appended, its empty fields filled. */
export function mergeRepeat(existing: LeadValues, repeat: LeadValues, at: Date): LeadValues {
  const merged: LeadValues = {
    ...existing,
    notes: appendFollowUp(existing.notes, repeat.notes, at),
  };
  for (const field of fillableFields) {
    if (merged[field] === null) Object.assign(merged, { [field]: repeat[field] });
  }
  return merged;
}
