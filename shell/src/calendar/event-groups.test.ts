import { describe, expect, it } from 'vitest';
import { groupEventsByDay, withEvent } from './event-groups';
import { testEvent } from './test-events';

const event = testEvent;

describe('groupEventsByDay', () => {
  it('puts each event under its date, by time then title', () => {
    const days = groupEventsByDay([
      event('late', '2026-11-24', '16:00'),
      event('other-day', '2026-11-25', '09:00'),
      event('b', '2026-11-24', '09:00', 'Beta'),
      event('a', '2026-11-24', '09:00', 'Alpha'),
    ]);
    expect([...days.keys()].sort()).toEqual(['2026-11-24', '2026-11-25']);
    expect(days.get('2026-11-24')?.map((e) => e.id)).toEqual(['a', 'b', 'late']);
    expect(days.get('2026-11-25')?.map((e) => e.id)).toEqual(['other-day']);
  });

  it('leaves days without events out', () => {
    expect(groupEventsByDay([]).size).toBe(0);
    expect(groupEventsByDay([event('x', '2026-11-01', '10:00')]).has('2026-11-02')).toBe(false);
  });

  it('keeps the read-only deadlines beside the events of the day', () => {
    const deadline = { ...event('invoice:1', '2026-11-24', '09:00'), editable: false };
    const days = groupEventsByDay([event('e', '2026-11-24', '08:30'), deadline]);
    expect(days.get('2026-11-24')?.map((e) => e.id)).toEqual(['e', 'invoice:1']);
  });
});

describe('withEvent', () => {
  it('replaces an edited event and adds a new one', () => {
    const before = [event('a', '2026-11-02', '10:00'), event('b', '2026-11-03', '10:00')];
    const moved = event('a', '2026-11-20', '11:00');
    expect(withEvent(before, moved).map((e) => [e.id, e.date])).toEqual([
      ['b', '2026-11-03'],
      ['a', '2026-11-20'],
    ]);
    expect(withEvent(before, event('c', '2026-11-04', '10:00'))).toHaveLength(3);
  });
});
