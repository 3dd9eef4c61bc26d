import type { Queryable } from '../db/database.ts';
import { type DemoItem, demoClients, demoLeads } from './demo-data.ts';
import { demoWords } from './demo-words-fr.ts';

/** What the parts of the demo seed share: the clock, the languages, the ids of what went in. */

const DAY_MS = 86_400_000;

/** Dates relative to the moment of seeding. */
export class Clock {
  constructor(private readonly now: Date) {}

  /** A timestamp `days` ago (negative: in the future). */
  ago(days: number): string {
    return new Date(this.now.getTime() - days * DAY_MS).toISOString();
  }

  /** How many days ago the 1st of the month `months` before this one was (UTC). */
  daysSinceMonthStart(months: number): number {
    const start = Date.UTC(this.now.getUTCFullYear(), this.now.getUTCMonth() - months, 1);
    const today = Date.UTC(
      this.now.getUTCFullYear(),
      this.now.getUTCMonth(),
      this.now.getUTCDate(),
    );
    return Math.round((today - start) / DAY_MS);
  }

  /** A calendar date (UTC) `days` from today (negative: in the past). */
  day(days: number): string {
    return new Date(this.now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  }
}

/**
 * The language each sample record is written in: a lead's or client's own when the sample
 * gives one, else the agency's default. A client's proposals, projects, invoices and payments
 * are in the client's language; the agency's own notes and role titles in the agency's.
 */
export class Languages {
  constructor(readonly agency: Language) {}

  ofLead(key: string): Language {
    return demoLeads.find((lead) => lead.key === key)?.language ?? this.agency;
  }

  ofClient(key: string): Language {
    return demoClients.find((client) => client.key === key)?.language ?? this.agency;
  }
}

export type Language = 'en' | 'fr';

export type Ids = Map<string, string>;

export function idOf(ids: Ids, key: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`Demo data refers to an unknown record "${key}"`);
  return id;
}

export async function insertItems(
  tx: Queryable,
  table: 'proposal_items' | 'invoice_items',
  parentColumn: 'proposal_id' | 'invoice_id',
  parentId: string,
  items: readonly DemoItem[],
  amounts: readonly number[],
  language: Language,
): Promise<void> {
  for (const [index, item] of items.entries()) {
    await tx.query(
      `INSERT INTO ${table} (${parentColumn}, position, description, quantity, unit_price_cents,
         amount_cents)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        parentId,
        index + 1,
        demoWords(item.description, language),
        item.quantity,
        item.unit_price_cents,
        amounts[index],
      ],
    );
  }
}
