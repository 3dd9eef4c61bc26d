/**
 * `@atelier/shared/data/contracts`: the Contracts tab's data — the function's calls
 * (`calls.ts`), the query keys (`keys.ts`), what its writes refresh (`effects.ts`), one hook per
 * query or set of writes (`use-contract-*.ts`) and the demo answers (`demo*.ts`, downloaded
 * only when a call falls back to them).
 */
export * from './calls';
export { CONTRACT_WRITE_EFFECTS } from './effects';
export { contractKeys } from './keys';
export { useContractAnalytics } from './use-contract-analytics';
export { useContract } from './use-contract-detail';
export { useContracts } from './use-contract-list';
export { useContractSignatures } from './use-contract-signatures';
export { useContractTemplateChoices } from './use-contract-template-choices';
export { useContractTemplates } from './use-contract-templates';
export { useContractWrites } from './use-contract-writes';
export { useProposalContract } from './use-proposal-contract';
