import { NO_DEMO } from '../../api/write-options';
import type { ClientChanges, NewClient } from '../../contract/clients';
import { useRecordWrites } from '../../query/use-record-writes';
import { convertLead, createClient, deleteClient, updateClient } from './calls';

/**
 * The clients' writes; each that succeeds refreshes what a client write changes
 * (`effects.ts`).
 */
export function useClientWrites() {
  return useRecordWrites(['clients'], (write, { writer }) => {
    // A converted lead is a new client and a lead marked converted.
    const writeConversion = writer('clients', 'leads');
    return {
      create: (client: NewClient) => write(() => createClient(client, NO_DEMO)),
      update: (changes: ClientChanges) => write(() => updateClient(changes, NO_DEMO)),
      remove: (id: string) => write(() => deleteClient(id, NO_DEMO)),
      convertLead: (leadId: string) => writeConversion(() => convertLead(leadId, {}, NO_DEMO)),
    };
  });
}
