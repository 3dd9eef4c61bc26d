import { NO_DEMO } from '../../api/write-options';
import type {
  ContractTemplateChanges,
  NewContractTemplate,
} from '../../contract/contract-templates';
import type { ContractChanges, NewContract } from '../../contract/contracts';
import { useRecordWrites } from '../../query/use-record-writes';
import {
  archiveContractTemplate,
  cancelContract,
  createContract,
  createContractTemplate,
  downloadContract,
  registerContractsDemo,
  remindContract,
  sendContract,
  updateContract,
  updateContractTemplate,
} from './calls';

registerContractsDemo();

/** Every write of the tab; each reloads the tab's lists, details, signatures and figures. */
export function useContractWrites() {
  return useRecordWrites(['contracts'], (write) => ({
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
  }));
}
