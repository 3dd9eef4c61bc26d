import { contracts } from '@atelier/shared/actions';
import { undeclaredMessage, undeclaredVariables } from '@atelier/shared/contract';
import {
  type ContractTemplateFields,
  findContractTemplate,
  updateContractTemplate,
} from '../../db/contract-templates.ts';
import { fieldFailure } from '../../errors.ts';
import { definedOnly, invalidField, isUuid } from '../client-management/record-fields.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { contractTemplateNotFound } from './contract-errors.ts';

/**
 * Only the fields sent change; `clauses` and `variables` replace the lists. Contracts already
 * made from the template keep their frozen text.
 */
export const updateTemplate = implement(contracts.actions.update_template, {
  handler: async ({ id, ...changes }, { db }) => {
    if (!isUuid(id)) throw contractTemplateNotFound();
    const template = await db.transaction(async (tx) => {
      const current = await findContractTemplate(tx, id, { lock: true });
      if (!current) throw contractTemplateNotFound();
      const fields: ContractTemplateFields = {
        name: current.name,
        type: current.type,
        description: current.description,
        clauses: current.clauses,
        variables: current.variables,
        ...definedOnly(changes),
      };
      // One list sent alone is checked against the other one as stored.
      const unknown = undeclaredVariables(fields.clauses, fields.variables);
      if (unknown.length > 0) {
        throw invalidField(
          'variables',
          undeclaredMessage(unknown),
          fieldFailure('undeclared_variables', { names: unknown.join(', ') }),
        );
      }
      await updateContractTemplate(tx, id, fields);
      return readBack(await findContractTemplate(tx, id), `Template ${id}`);
    });
    return { template };
  },
});
