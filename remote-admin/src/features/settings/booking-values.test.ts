import type { BookingSettings } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import {
  bookingInput,
  bookingServerErrors,
  bookingToValues,
  isBookingField,
  newMeetingType,
  validateBooking,
} from './booking-values';

const SETTINGS: BookingSettings = {
  meeting_types: [
    {
      id: '00000000-0000-4000-8000-00000000b001',
      slug: 'free-consultation',
      name_en: 'Free consultation',
      name_fr: 'Consultation gratuite',
      description_en: null,
      description_fr: 'Un appel.',
      duration_minutes: 30,
      active: true,
    },
  ],
  hours: [
    { weekday: 2, start: '14:00', end: '17:00' },
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 2, start: '09:00', end: '12:00' },
  ],
  buffer_minutes: 15,
  min_notice_hours: 24,
  horizon_days: 30,
  agency_time_zone: 'Europe/Paris',
};

describe('the booking settings form', () => {
  it('shows the hours by weekday in time order, the days without any closed', () => {
    const values = bookingToValues(SETTINGS);
    expect(values.hours[1].map((r) => `${r.start}-${r.end}`)).toEqual(['09:00-12:00']);
    expect(values.hours[2].map((r) => `${r.start}-${r.end}`)).toEqual([
      '09:00-12:00',
      '14:00-17:00',
    ]);
    expect(values.hours[6]).toEqual([]);
    expect(values.meeting_types[0]?.description_en).toBe('');
    expect(values.buffer_minutes).toBe('15');
  });

  it('sends back what it was given, hours in weekday order', () => {
    const input = bookingInput(bookingToValues(SETTINGS));
    expect(input).toEqual({
      meeting_types: [{ ...SETTINGS.meeting_types[0], description_en: '' }],
      hours: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 2, start: '14:00', end: '17:00' },
      ],
      buffer_minutes: 15,
      min_notice_hours: 24,
      horizon_days: 30,
    });
    expect(validateBooking(bookingToValues(SETTINGS))).toEqual({});
  });

  it('words each problem on the field that shows it', () => {
    const values = bookingToValues(SETTINGS);
    values.hours[5] = [{ key: 'c', start: '17:00', end: '09:00' }];
    values.buffer_minutes = 'ten';
    values.horizon_days = '0';
    values.meeting_types.push({ ...newMeetingType(), slug: 'Free call!' });
    expect(validateBooking(values)).toEqual({
      'hours.5.0.end': { code: 'endAfterStart' },
      buffer_minutes: { code: 'wholeRange', min: 0, max: 120 },
      horizon_days: { code: 'wholeRange', min: 1, max: 365 },
      'meeting_types.1.slug': { code: 'slug' },
      'meeting_types.1.name_en': { code: 'required' },
      'meeting_types.1.name_fr': { code: 'required' },
    });
  });

  it('finds overlapping ranges of a day and a slug used twice (once the rest is right)', () => {
    const values = bookingToValues(SETTINGS);
    values.hours[2] = [
      { key: 'a', start: '09:00', end: '12:00' },
      { key: 'b', start: '11:00', end: '13:00' },
    ];
    values.meeting_types.push({
      ...newMeetingType(),
      slug: 'free-consultation',
      name_en: 'Review',
      name_fr: 'Revue',
    });
    expect(validateBooking(values)).toEqual({
      'hours.2.1.start': { code: 'overlap' },
      'meeting_types.1.slug': { code: 'slugTaken' },
    });
  });

  it('puts the server’s messages on the range they are about', () => {
    const values = bookingToValues(SETTINGS);
    expect(
      bookingServerErrors(
        {
          'hours.2.end': 'End must be after start',
          'meeting_types.0.slug': 'Slug is already used',
        },
        values,
      ),
    ).toEqual({
      'hours.2.1.end': 'End must be after start',
      'meeting_types.0.slug': 'Slug is already used',
    });
    expect(isBookingField('hours.2.1.end')).toBe(true);
    expect(isBookingField('meeting_types.0.slug')).toBe(true);
    expect(isBookingField('hours')).toBe(false);
  });
});
