import type { Client } from '@atelier/shared/contract';
import { findClient } from '../../db/clients.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from './record-fields.ts';

/** The client answer of docs/records.md: the row, its project count, invoiced, paid, owed. */
export type { Client };

/** The client as the actions answer it, or null when the id names none. */
export async function findClientView(q: Queryable, id: string): Promise<Client | null> {
  return (await findClient(q, id)) ?? null;
}

export const clientNotFound = () => notFound('Client');
