import { BOOKING_LIMITS } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX } from './BookingForm';
import {
  addDays,
  dayIn,
  fullLabel,
  groupSlotsByDay,
  timeLabel,
  timeZoneChoices,
  zoneLabel,
} from './slots';

const slot = (starts_at: string, minutes = 30) => ({
  starts_at,
  ends_at: new Date(Date.parse(starts_at) + minutes * 60_000).toISOString(),
});

describe('booking slots in the visitor’s time zone', () => {
  it('groups slots by the day they fall on in the chosen zone, not in UTC', () => {
    // 02:00 UTC on Dec 2 is still Dec 1 in New York (21:00), and Dec 2 in Paris (03:00).
    const slots = [
      slot('2026-12-02T15:00:00Z'),
      slot('2026-12-02T02:00:00Z'),
      slot('2026-12-01T14:00:00Z'),
    ];
    expect(
      groupSlotsByDay(slots, 'America/New_York').map((day) => [day.day, day.slots.length]),
    ).toEqual([
      ['2026-12-01', 2],
      ['2026-12-02', 1],
    ]);
    expect(
      groupSlotsByDay(slots, 'Europe/Paris').map((day) => [day.day, day.slots.length]),
    ).toEqual([
      ['2026-12-01', 1],
      ['2026-12-02', 2],
    ]);
  });

  it('orders the slots of a day by time', () => {
    const [day] = groupSlotsByDay(
      [slot('2026-12-01T16:00:00Z'), slot('2026-12-01T14:00:00Z')],
      'UTC',
    );
    expect(day?.slots.map((s) => s.starts_at)).toEqual([
      '2026-12-01T14:00:00Z',
      '2026-12-01T16:00:00Z',
    ]);
  });

  it('writes a slot’s time and its full accessible name in the zone and the language', () => {
    const iso = '2026-12-01T15:00:00Z';
    expect(timeLabel(iso, 'America/New_York', 'en')).toBe('10:00 AM');
    expect(timeLabel(iso, 'Europe/Paris', 'fr')).toBe('16:00');
    const english = fullLabel(iso, 'America/New_York', 'en');
    expect(english).toContain('Tuesday, December 1, 2026');
    expect(english).toContain('10:00 AM');
    const french = fullLabel(iso, 'Europe/Paris', 'fr');
    expect(french).toContain('mardi 1 décembre 2026');
    expect(french).toContain('16:00');
  });

  it('names the zone with its offset at the given moment (daylight saving included)', () => {
    expect(zoneLabel('America/New_York', 'en', new Date('2026-12-01T12:00:00Z'))).toBe(
      'America/New York (GMT-05:00)',
    );
    expect(zoneLabel('America/New_York', 'en', new Date('2026-07-01T12:00:00Z'))).toBe(
      'America/New York (GMT-04:00)',
    );
  });

  it('reads a day in a zone, moves days across month ends, and offers the visitor’s zone', () => {
    expect(dayIn('2026-12-01T03:00:00Z', 'America/Los_Angeles')).toBe('2026-11-30');
    expect(addDays('2026-11-30', 14)).toBe('2026-12-14');
    expect(addDays('2026-12-14', -14)).toBe('2026-11-30');
    const zones = timeZoneChoices('UTC', 'Europe/Paris');
    expect(zones).toContain('UTC');
    expect(zones).toContain('America/New_York');
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('counts the message against the contract’s own limit', () => {
    expect(MESSAGE_MAX).toBe(BOOKING_LIMITS.message);
  });
});
