import type { CalendarEvent } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { activityPath, eventPath, eventsByDay, projectsPath, statusShares } from './overview-links';

const event = (changes: Partial<CalendarEvent>): CalendarEvent => ({
  id: 'e1',
  title: 'Kick-off',
  date: '2026-11-24',
  time: '10:00',
  type: 'meeting',
  priority: 'medium',
  status: 'scheduled',
  description: null,
  client: null,
  project: null,
  source: 'event',
  editable: true,
  ...changes,
});

describe('dashboard links', () => {
  it('opens the projects list filtered by one status', () => {
    expect(projectsPath('in_progress')).toBe('/admin/projects?status=in_progress');
  });

  it('links a calendar entry to the record it is about', () => {
    expect(eventPath(event({ id: 'invoice:abc', source: 'invoice' }))).toBe(
      '/admin/payments/invoices/abc',
    );
    expect(
      eventPath(
        event({
          id: 'milestone:m1',
          source: 'milestone',
          project: { id: 'p1', name: 'Shop' },
          client: { id: 'c1', name: 'Jane', company: null },
        }),
      ),
    ).toBe('/admin/projects/p1');
    expect(eventPath(event({ client: { id: 'c1', name: 'Jane', company: null } }))).toBe(
      '/admin/clients/c1',
    );
    expect(eventPath(event({}))).toBeNull();
  });

  it('follows an activity only to a path of this site', () => {
    expect(activityPath({ path: '/admin/leads?lead=l1' })).toBe('/admin/leads?lead=l1');
    expect(activityPath({ path: '/admin/payments/invoices/i1' })).toBe(
      '/admin/payments/invoices/i1',
    );
    expect(activityPath({ path: 'https://evil.example/admin' })).toBeNull();
    expect(activityPath({ path: '//evil.example' })).toBeNull();
  });

  it('sizes each status bar against the largest count', () => {
    expect(
      statusShares({
        planning: 2,
        in_progress: 4,
        review: 1,
        completed: 0,
        on_hold: 3,
        cancelled: 0,
      }),
    ).toEqual({
      planning: 50,
      in_progress: 100,
      review: 25,
      completed: 0,
      on_hold: 75,
      cancelled: 0,
    });
    expect(
      statusShares({
        planning: 0,
        in_progress: 0,
        review: 0,
        completed: 0,
        on_hold: 0,
        cancelled: 0,
      }).planning,
    ).toBe(0);
  });

  it('groups entries by day, days in order, entries kept in their order', () => {
    const entries = [
      { id: 'a', date: '2026-11-25' },
      { id: 'b', date: '2026-11-24' },
      { id: 'c', date: '2026-11-25' },
    ];
    expect(eventsByDay(entries)).toEqual([
      ['2026-11-24', [entries[1]]],
      ['2026-11-25', [entries[0], entries[2]]],
    ]);
  });
});
