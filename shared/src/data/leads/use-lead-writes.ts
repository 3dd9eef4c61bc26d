import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LeadChanges, LeadStatus, NewLead } from '../../contract/leads';
import { recordWriter } from '../../query/invalidate';
import {
  addLead,
  bulkDeleteLeads,
  bulkUpdateLeadStatus,
  deleteLead,
  registerLeadDemo,
  updateLead,
} from './calls';

registerLeadDemo();

/**
 * The leads page's writes; each that succeeds refreshes what a lead write changes
 * (`effects.ts`: the leads, and the pages that count or name them).
 */
export function useLeadWrites() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'leads');
    return {
      create: (lead: NewLead) => write(() => addLead(lead)),
      update: (changes: LeadChanges) => write(() => updateLead(changes)),
      remove: (id: string) => write(() => deleteLead(id)),
      bulkStatus: (ids: string[], status: LeadStatus) =>
        write(() => bulkUpdateLeadStatus(ids, status)),
      bulkRemove: (ids: string[]) => write(() => bulkDeleteLeads(ids)),
    };
  }, [queryClient]);
}
