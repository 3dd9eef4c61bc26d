import { contracts } from '@atelier/shared/actions';
import { findContractTemplate, insertContractTemplate } from '../../db/contract-templates.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';

/** A new contract template; the schema has checked that its clauses use only known variables. */
export const createTemplate = implement(contracts.actions.create_template, {
  handler: async (input, { db }) => {
    const template = await db.transaction(async (tx) => {
      const id = await insertContractTemplate(tx, {
        name: input.name,
        type: input.type,
        description: input.description ?? null,
        clauses: input.clauses,
        variables: input.variables,
      });
      return readBack(await findContractTemplate(tx, id), `Template ${id}`);
    });
    return { template };
  },
});
