import type { LeadChanges, LeadStatus, NewLead } from '../../contract/leads';
import { useRecordWrites } from '../../query/use-record-writes';
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
  return useRecordWrites(['leads'], (write) => ({
    create: (lead: NewLead) => write(() => addLead(lead)),
    update: (changes: LeadChanges) => write(() => updateLead(changes)),
    remove: (id: string) => write(() => deleteLead(id)),
    bulkStatus: (ids: string[], status: LeadStatus) =>
      write(() => bulkUpdateLeadStatus(ids, status)),
    bulkRemove: (ids: string[]) => write(() => bulkDeleteLeads(ids)),
  }));
}
