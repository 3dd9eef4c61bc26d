import { getSignaturesInput, signatureRowsAnswer } from '@atelier/shared/contract';
import { listSignatures } from '../../db/contract-insights.ts';
import { defineAction } from '../registry.ts';

/**
 * The E-Signatures view: one row per signer across the sent contracts (`waiting` by default),
 * newest sending first, at most 500. Never a link, its hash or a signature image.
 */
export const getSignatures = defineAction({
  access: 'admin',
  input: getSignaturesInput,
  output: signatureRowsAnswer,
  handler: async ({ status }, { db }) => ({
    signatures: await listSignatures(db, status, new Date()),
  }),
});
