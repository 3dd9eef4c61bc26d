import { contracts } from '@atelier/shared/actions';
import { listSignatures } from '../../db/contract-insights.ts';
import { implement } from '../registry.ts';

/**
 * The E-Signatures view: one row per signer across the sent contracts (`waiting` by default),
 * newest sending first, at most 500. Never a link, its hash or a signature image.
 */
export const getSignatures = implement(contracts.actions.get_signatures, {
  handler: async ({ status }, { db }) => ({
    signatures: await listSignatures(db, status, new Date()),
  }),
});
