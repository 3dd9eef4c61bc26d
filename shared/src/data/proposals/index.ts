/**
 * `@atelier/shared/data/proposals`: proposals — the function's calls (`calls.ts`), the query
 * keys (`keys.ts`), what a proposal write refreshes (`effects.ts`) and one hook per query or set
 * of writes (`use-proposal-*.ts`). No demo answers: proposals show what the server keeps.
 */
export * from './calls';
export { PROPOSAL_WRITE_EFFECTS } from './effects';
export { proposalKeys } from './keys';
export { useProposal } from './use-proposal-detail';
export { prefetchProposalList, useProposalList } from './use-proposal-list';
export { useProposalWrites } from './use-proposal-writes';
