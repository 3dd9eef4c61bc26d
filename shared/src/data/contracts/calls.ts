import { actionCaller, type CallOptions, registerDemoLoader } from '@atelier/shared';
import type { ContractDocument, SignatureFilter } from '../../contract/contract-insights';
import type {
  ContractTemplateChanges,
  ContractTemplateType,
  NewContractTemplate,
} from '../../contract/contract-templates';
import type { ContractChanges, ContractListQuery, NewContract } from '../../contract/contracts';

/** The function behind the Contracts tab; its contract is docs/contracts.md. */
export const CONTRACTS_FUNCTION = 'contracts' as const;

const call = actionCaller(CONTRACTS_FUNCTION);

/** The live templates by name; archived ones are gone from here. */
export const getContractTemplates = (type?: ContractTemplateType, options?: CallOptions) =>
  call('get_templates', type ? { type } : {}, options);

export const createContractTemplate = (template: NewContractTemplate, options?: CallOptions) =>
  call('create_template', template, options);

export const updateContractTemplate = (changes: ContractTemplateChanges, options?: CallOptions) =>
  call('update_template', changes, options);

/** Archives it: its contracts keep their frozen text. */
export const archiveContractTemplate = (id: string, options?: CallOptions) =>
  call('delete_template', { id }, options);

/** A draft filled from the records; a variable left without a value is a 400 on `variables`. */
export const createContract = (contract: NewContract, options?: CallOptions) =>
  call('create_contract', contract, options);

/** A draft only (409 otherwise); the text is filled again with the new values. */
export const updateContract = (changes: ContractChanges, options?: CallOptions) =>
  call('update_contract', changes, options);

export const getContracts = (query: ContractListQuery = {}, options?: CallOptions) =>
  call('get_contracts', query, options);

/** With its frozen text, signatories and audit trail (oldest first). */
export const getContract = (id: string, options?: CallOptions) =>
  call('get_contract', { id }, options);

export const cancelContract = (id: string, options?: CallOptions) =>
  call('cancel_contract', { id }, options);

/** Renders and stores the PDF, then e-mails each signer (or the first, in order) a link. */
export const sendContract = (id: string, options?: CallOptions) =>
  call('send_contract', { id }, options);

/** New links for the signers still waiting, or for one of them; the old links stop working. */
export const remindContract = (id: string, signerId?: string, options?: CallOptions) =>
  call('remind', signerId ? { id, signer_id: signerId } : { id }, options);

/** The PDF as base64: the signed copy once there is one, unless `document` says otherwise. */
export const downloadContract = (id: string, document?: ContractDocument, options?: CallOptions) =>
  call('download', document ? { id, document } : { id }, options);

/** The signers across contracts, `waiting` ones by default; never their links. */
export const getContractSignatures = (status?: SignatureFilter, options?: CallOptions) =>
  call('get_signatures', status ? { status } : {}, options);

export const getContractAnalytics = (options?: CallOptions) => call('get_analytics', {}, options);

/**
 * Registers built-in templates and contracts, so the tab still shows an agency's contracts,
 * with the demo banner, when the server cannot answer. Downloaded only when one of the calls
 * falls back to them, so no call waits for them.
 */
export function registerContractsDemo(): void {
  registerDemoLoader(CONTRACTS_FUNCTION, async () => {
    const { registerContractsDemoHandlers } = await import('./demo');
    registerContractsDemoHandlers();
  });
}
