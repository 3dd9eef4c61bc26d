import { contracts } from '@atelier/shared/actions';
import { archiveContractTemplate } from '../../db/contract-templates.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { contractTemplateNotFound } from './contract-errors.ts';

/**
 * Archives the template: it leaves every list and answers 404 from then on. Contracts made
 * from it hold their own text, so they are not touched.
 */
export const deleteTemplate = implement(contracts.actions.delete_template, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw contractTemplateNotFound();
    if (!(await db.transaction((tx) => archiveContractTemplate(tx, id)))) {
      throw contractTemplateNotFound();
    }
    return {};
  },
});
