import { safeRedirect } from '../auth/redirect';

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1440;
/** Above this the badge stops counting (spec §9). */
const BADGE_MAX = 99;

/**
 * How long ago, in the spec's steps (§9): 'Just now' under a minute, then whole minutes under
 * 60, whole hours under 1440 minutes, whole days beyond. Each app words it in its language.
 */
export type RelativeTime = { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; value: number };

/** Null for a timestamp that is not a date; a time ahead of `now` (clock skew) is "now". */
export function relativeTime(timestamp: string, now: Date = new Date()): RelativeTime | null {
  const at = Date.parse(timestamp);
  if (Number.isNaN(at)) return null;
  const minutes = Math.floor((now.getTime() - at) / MINUTE_MS);
  if (minutes < 1) return { unit: 'now' };
  if (minutes < MINUTES_PER_HOUR) return { unit: 'minutes', value: minutes };
  if (minutes < MINUTES_PER_DAY) {
    return { unit: 'hours', value: Math.floor(minutes / MINUTES_PER_HOUR) };
  }
  return { unit: 'days', value: Math.floor(minutes / MINUTES_PER_DAY) };
}

/** What the bell's badge shows: nothing without unread notifications, '99+' above 99. */
export function badgeLabel(unread: number): string | null {
  if (!Number.isFinite(unread) || unread < 1) return null;
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(unread));
}

/**
 * Where clicking a notification may go: a path of this site, never another origin, whatever
 * the stored `actionUrl` says. Null when there is nowhere (safe) to go.
 */
export function notificationPath(actionUrl: string | null | undefined): string | null {
  return safeRedirect(actionUrl ?? null);
}
