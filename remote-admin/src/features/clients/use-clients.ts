import type { ClientChanges, NewClient } from '@atelier/shared';
import {
  convertLead,
  createClient,
  deleteClient,
  getClient,
  getClients,
  updateClient,
} from '@atelier/shared/api';
import { clientKeys, recordWriter, useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NO_DEMO } from '../../common/record-write';
import { type ClientFilters, toClientListQuery } from './client-filters';

export function useClientList(filters: ClientFilters) {
  const query = toClientListQuery(filters);
  return useApiQuery(clientKeys.list(query), (signal) => getClients(query, { signal }), {
    keepPreviousData: true,
  });
}

export function useClientDetail(id: string | null) {
  return useApiQuery(id === null ? null : clientKeys.detail(id), (signal) =>
    getClient(id ?? '', { signal }),
  );
}

export function useClientWrites() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'clients');
    // A converted lead is a new client and a lead marked converted.
    const writeConversion = recordWriter(queryClient, 'clients', 'leads');
    return {
      create: (client: NewClient) => write(() => createClient(client, NO_DEMO)),
      update: (changes: ClientChanges) => write(() => updateClient(changes, NO_DEMO)),
      remove: (id: string) => write(() => deleteClient(id, NO_DEMO)),
      convertLead: (leadId: string) => writeConversion(() => convertLead(leadId, {}, NO_DEMO)),
    };
  }, [queryClient]);
}
