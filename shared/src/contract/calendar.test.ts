import { describe, expect, it } from 'vitest';
import { createEventInput, getEventsInput, updateEventInput } from './calendar';

const event = { title: 'Kick-off', date: '2026-11-24', time: '10:00' };

describe('the calendar schemas', () => {
  it('take an event with its three required fields, the rest optional', () => {
    expect(createEventInput.parse(event)).toEqual(event);
  });

  it('read missing, null and blank as "is required"', () => {
    for (const blank of [undefined, null, '  ']) {
      const result = createEventInput.safeParse({ ...event, time: blank });
      expect(result.error?.issues[0]?.message).toBe('Time is required');
    }
  });

  it('take 24-hour times from 00:00 to 23:59 and real days only', () => {
    expect(createEventInput.safeParse({ ...event, time: '23:59' }).success).toBe(true);
    expect(createEventInput.safeParse({ ...event, time: '24:00' }).error?.issues[0]?.message).toBe(
      'Time must be HH:MM, from 00:00 to 23:59',
    );
    expect(createEventInput.safeParse({ ...event, date: '2026-02-30' }).success).toBe(false);
  });

  it('let an update send any field alone, and a month only as YYYY-MM', () => {
    expect(updateEventInput.parse({ id: 'e1', status: 'done' })).toEqual({
      id: 'e1',
      status: 'done',
    });
    expect(getEventsInput.safeParse({ month: '2026-13' }).success).toBe(false);
    expect(getEventsInput.parse({ month: ' 2026-11 ' })).toEqual({ month: '2026-11' });
  });
});
