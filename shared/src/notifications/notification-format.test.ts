import { describe, expect, it } from 'vitest';
import { badgeLabel, notificationPath, relativeTime } from './notification-format';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    ['0 s', 0, { unit: 'now' }],
    ['59 s', 59, { unit: 'now' }],
    ['60 s', 60, { unit: 'minutes', value: 1 }],
    ['59 min', 59 * 60, { unit: 'minutes', value: 59 }],
    ['59 min 59 s', 59 * 60 + 59, { unit: 'minutes', value: 59 }],
    ['60 min', 60 * 60, { unit: 'hours', value: 1 }],
    ['1439 min', 1439 * 60, { unit: 'hours', value: 23 }],
    ['1440 min', 1440 * 60, { unit: 'days', value: 1 }],
    ['9 days', 9 * 86_400, { unit: 'days', value: 9 }],
  ])('reads %s ago in the steps of the spec', (_label, seconds, expected) => {
    expect(relativeTime(ago(seconds), NOW)).toEqual(expected);
  });

  it('calls a time slightly ahead of this clock "now", not a negative age', () => {
    expect(relativeTime(ago(-90), NOW)).toEqual({ unit: 'now' });
  });

  it('gives nothing for a timestamp that is not a date', () => {
    expect(relativeTime('yesterday', NOW)).toBeNull();
  });
});

describe('badgeLabel', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
  ])('shows %s unread as %s', (unread, label) => {
    expect(badgeLabel(unread)).toBe(label);
  });
});

describe('notificationPath', () => {
  it('keeps a path of the site with its query', () => {
    expect(notificationPath('/admin/leads?lead=42')).toBe('/admin/leads?lead=42');
    expect(notificationPath('/client-portal')).toBe('/client-portal');
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    'javascript:alert(1)',
    'admin/leads',
    '',
  ])('refuses %s, which is not a path of the site', (url) => {
    expect(notificationPath(url)).toBeNull();
  });

  it('has nowhere to go without an actionUrl', () => {
    expect(notificationPath(null)).toBeNull();
    expect(notificationPath(undefined)).toBeNull();
  });
});
