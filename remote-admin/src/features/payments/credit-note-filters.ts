import type { CreditNotesQuery } from '@atelier/shared';
import { defineListFilters } from '../../common/list-filters';

/** The credit notes tab (`?tab=credit-notes`): newest first, paged; the page is in the URL. */
export const creditNoteFilters = defineListFilters({
  sortColumns: ['created_at'],
  ascendingFirst: [],
  defaults: { sort: 'created_at', order: 'desc' },
  fields: {},
  payload: {},
  keepsOtherParams: true,
});

export type CreditNoteFilters = typeof creditNoteFilters.defaults;

/** `get_credit_notes` pages and narrows by invoice or client only: no search, one order. */
export const toCreditNoteQuery = ({ page, pageSize }: CreditNoteFilters): CreditNotesQuery => ({
  page,
  pageSize,
});
