import type {
  ClientListQuery,
  ContractChanges,
  ContractListQuery,
  ContractTemplateChanges,
  NewContract,
  NewContractTemplate,
  SignatureFilter,
} from '@atelier/shared';
import {
  archiveContractTemplate,
  cancelContract,
  createContract,
  createContractTemplate,
  downloadContract,
  getClients,
  getContract,
  getContractAnalytics,
  getContractSignatures,
  getContracts,
  getContractTemplates,
  registerContractsDemo,
  remindContract,
  sendContract,
  updateContract,
  updateContractTemplate,
} from '@atelier/shared/api';
import { clientKeys, contractKeys, recordWriter, useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * The Contracts tab's server state. Its demo data is registered with the tab and every read
 * waits for it, so a server that cannot answer finds it ready (the shell then shows the demo
 * banner). Writes never fall back to demo data: a contract that reached no server is not sent.
 */
const demoReady = registerContractsDemo().catch((error: unknown) => {
  console.warn('[remote-automation] the demo contracts could not be loaded', error);
});

const NO_DEMO = { demoFallback: false } as const;

export const useContracts = (query: ContractListQuery) =>
  useApiQuery(
    contractKeys.list(query),
    async (signal) => {
      await demoReady;
      return await getContracts(query, { signal });
    },
    { keepPreviousData: true },
  );

const CLIENT_CHOICES: ClientListQuery = { sort: 'name', order: 'asc', pageSize: 100 };

/** The agency's clients A–Z (the first 100), to filter contracts by or draw one up for. */
export const useContractClients = () =>
  useApiQuery(clientKeys.list(CLIENT_CHOICES), (signal) => getClients(CLIENT_CHOICES, { signal }));

/** One contract with its text, signatories and audit trail; nothing while `id` is null. */
export const useContract = (id: string | null) =>
  useApiQuery(id === null ? null : contractKeys.detail(id), async (signal) => {
    await demoReady;
    return await getContract(id ?? '', { signal });
  });

export const useContractTemplates = () =>
  useApiQuery(contractKeys.templates(), async (signal) => {
    await demoReady;
    return await getContractTemplates(undefined, { signal });
  });

export const useContractSignatures = (status: SignatureFilter) =>
  useApiQuery(contractKeys.signatures(status), async (signal) => {
    await demoReady;
    return await getContractSignatures(status, { signal });
  });

export const useContractAnalytics = () =>
  useApiQuery(contractKeys.analytics(), async (signal) => {
    await demoReady;
    return await getContractAnalytics({ signal });
  });

/** Every write of the tab; each reloads the tab's lists, details, signatures and figures. */
export function useContractWrites() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'contracts');
    return {
      createTemplate: (template: NewContractTemplate) =>
        write(() => createContractTemplate(template, NO_DEMO)),
      updateTemplate: (changes: ContractTemplateChanges) =>
        write(() => updateContractTemplate(changes, NO_DEMO)),
      archiveTemplate: (id: string) => write(() => archiveContractTemplate(id, NO_DEMO)),
      create: (contract: NewContract) => write(() => createContract(contract, NO_DEMO)),
      update: (changes: ContractChanges) => write(() => updateContract(changes, NO_DEMO)),
      send: (id: string) => write(() => sendContract(id, NO_DEMO)),
      cancel: (id: string) => write(() => cancelContract(id, NO_DEMO)),
      remind: (id: string, signerId?: string) => write(() => remindContract(id, signerId, NO_DEMO)),
      /** Not a write of the records, but it appends `downloaded` to the audit trail. */
      download: (id: string, document?: 'original' | 'final') =>
        write(() => downloadContract(id, document, NO_DEMO)),
    };
  }, [queryClient]);
}
