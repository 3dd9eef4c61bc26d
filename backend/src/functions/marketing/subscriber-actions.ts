import { marketing } from '@atelier/shared/actions';
import type { Subscriber } from '@atelier/shared/contract';
import { allSubscribers, countByStatus, listSubscribers } from '../../db/newsletter-subscribers.ts';
import { implement } from '../registry.ts';

/** One page of subscribers (search in the address, filter by status), with the counts. */
export const getSubscribers = implement(marketing.actions.get_subscribers, {
  handler: async (input, { db }) => {
    const { rows, total } = await listSubscribers(
      db,
      { search: input.search, status: input.status },
      {
        sort: input.sort,
        order: input.order,
        limit: input.pageSize,
        offset: (input.page - 1) * input.pageSize,
      },
    );
    return {
      subscribers: rows,
      total,
      page: input.page,
      pageSize: input.pageSize,
      counts: await countByStatus(db),
    };
  },
});

const CSV_COLUMNS = [
  'email',
  'status',
  'created_at',
  'confirmed_at',
  'unsubscribed_at',
] as const satisfies readonly (keyof Subscriber)[];

/**
 * A CSV field: quoted when it holds a separator, a quote or a line break; a leading = + - @
 * is prefixed with ' so that a spreadsheet never runs it as a formula (CSV injection).
 */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function subscribersCsv(rows: readonly Subscriber[]): string {
  const lines = rows.map((row) => CSV_COLUMNS.map((column) => csvField(row[column])).join(','));
  return `${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

/** Every subscriber (of one status, if given) as CSV text, with its file name. */
export const exportSubscribers = implement(marketing.actions.export_subscribers, {
  handler: async (input, { db }) => {
    const rows = await allSubscribers(db, { status: input.status });
    const day = new Date().toISOString().slice(0, 10);
    return { csv: subscribersCsv(rows), filename: `subscribers-${day}.csv`, count: rows.length };
  },
});
