import {
  type ActivityItem,
  type CalendarEvent,
  notificationPath,
  type ProjectStatus,
} from '@atelier/shared';

/** Where each card of the dashboard leads (the list pages read these query parameters). */
export const OVERVIEW_LINKS = {
  leads: '/admin/leads',
  revenue: '/admin/revenue',
  proposals: '/admin/proposals?status=sent',
  projects: '/admin/projects',
  overdue: '/admin/payments?tab=invoices&status=overdue',
} as const;

export const projectsPath = (status: ProjectStatus): string => `/admin/projects?status=${status}`;

export const invoicePath = (id: string): string => `/admin/payments/invoices/${id}`;

/**
 * The record a calendar entry is about: an invoice's deadline opens the invoice, a milestone
 * (or an event about a project) the project, an event about a client the client; null when it
 * is about nothing else.
 */
export function eventPath(event: Pick<CalendarEvent, 'id' | 'source' | 'project' | 'client'>) {
  if (event.source === 'invoice') return invoicePath(event.id.slice('invoice:'.length));
  if (event.project) return `/admin/projects/${event.project.id}`;
  if (event.client) return `/admin/clients/${event.client.id}`;
  return null;
}

/** An activity's page, kept to a path of this site whatever the answer says. */
export const activityPath = (item: Pick<ActivityItem, 'path'>): string | null =>
  notificationPath(item.path);

/** Each status's share of the largest count, in percent, for the bars beside the numbers. */
export function statusShares(counts: Record<ProjectStatus, number>): Record<ProjectStatus, number> {
  const largest = Math.max(0, ...Object.values(counts));
  const shares = {} as Record<ProjectStatus, number>;
  for (const [status, count] of Object.entries(counts) as [ProjectStatus, number][]) {
    shares[status] = largest === 0 ? 0 : Math.round((count / largest) * 100);
  }
  return shares;
}

/** Entries grouped by day, days in order, for the upcoming list. */
export function eventsByDay<T extends { date: string }>(events: readonly T[]): [string, T[]][] {
  const days = new Map<string, T[]>();
  for (const event of events) {
    const day = days.get(event.date);
    if (day) day.push(event);
    else days.set(event.date, [event]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}
