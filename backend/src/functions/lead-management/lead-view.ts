import {
  type Lead,
  type LeadFields,
  type LeadRow,
  type LeadValues,
  leadGrade,
} from '@atelier/shared/contract';
import type { Caller } from '../../auth/caller.ts';
import { isAdminRole } from '../../auth/roles.ts';
import { AppError, conflict } from '../../errors.ts';

/** A lead as every admin action answers it: the row plus its grade, derived on each read. */
export const toLead = (row: LeadRow): Lead => ({ ...row, grade: leadGrade(row.score) });

/**
 * What a visitor gets back from create_lead: what they sent, as accepted. Never the stored
 * lead — after a 24 h merge that would show someone else's notes, and an id or a date would
 * tell a new lead from a merged one.
 */
export type LeadReceipt = LeadFields;

export function toReceipt(values: LeadValues): LeadReceipt {
  const { score: _score, ...receipt } = values;
  return receipt;
}

export const isAdminCaller = (caller: Caller): caller is Extract<Caller, { kind: 'user' }> =>
  caller.kind === 'user' && isAdminRole(caller.role);

/** 404 for an id that names no lead (spec §8: "Lead not found"). */
export const leadNotFound = (): AppError => new AppError('NOT_FOUND', 'Lead not found');

/**
 * A proposal addressed to a lead alone would lose its recipient (the database refuses that), so
 * such leads are not deleted: the admin deletes or re-addresses the proposals first.
 */
export const leadHasProposals = (count: number): AppError =>
  conflict(
    'lead_has_proposals',
    count === 1
      ? 'This lead has proposals addressed to it; delete them or address them to a client first'
      : `${count} of these leads have proposals addressed to them; delete them or address them to a client first`,
    { count },
  );
