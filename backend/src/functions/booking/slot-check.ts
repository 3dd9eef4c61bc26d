import { SLOT_TAKEN_MESSAGE } from '@atelier/shared/contract';
import { agencyTimeZone } from '../../db/agency-time.ts';
import { listBusy, listHours, type MeetingTypeRow, readBookingRules } from '../../db/booking.ts';
import type { Queryable } from '../../db/database.ts';
import { fieldError } from './public-common.ts';
import { busyIntervals, clashes, eventDays, ruleProblem, type SlotRules } from './slots.ts';

/*
 * A booking's start checked against the agency's rules, hours and calendar. The slot rules are
 * checked under one advisory lock (every booking writer waits for it), and a partial unique
 * index on a confirmed booking's start is the database's last word.
 */

const MINUTE = 60_000;

export async function slotRules(q: Queryable, type: MeetingTypeRow): Promise<SlotRules> {
  const [rules, hours, zone] = [
    await readBookingRules(q),
    await listHours(q),
    await agencyTimeZone(q),
  ];
  return { ...rules, hours, zone, duration_minutes: type.duration_minutes };
}

/**
 * Under the bookings lock: refuses (400) a start the rules do not allow and (409) one that
 * clashes with a confirmed booking (other than `exceptId`) or an agency event, buffer included.
 */
export async function checkSlot(
  tx: Queryable,
  type: MeetingTypeRow,
  start: Date,
  exceptId?: string,
): Promise<{ end: Date; zone: string }> {
  const rules = await slotRules(tx, type);
  const problem = ruleProblem(rules, start, new Date());
  if (problem) throw fieldError('VALIDATION_FAILED', 'starts_at', problem);
  const end = new Date(start.getTime() + type.duration_minutes * MINUTE);
  const pad = (rules.buffer_minutes + 24 * 60) * MINUTE;
  const around = { from: new Date(start.getTime() - pad), to: new Date(end.getTime() + pad) };
  const busy = await listBusy(tx, { ...around, ...eventDays(rules.zone, around.from, around.to) });
  const intervals = busyIntervals(rules.zone, busy, exceptId);
  if (clashes(start.getTime(), end.getTime(), intervals, rules.buffer_minutes)) {
    throw fieldError('CONFLICT', 'starts_at', SLOT_TAKEN_MESSAGE, 'slot_taken');
  }
  return { end, zone: rules.zone };
}
