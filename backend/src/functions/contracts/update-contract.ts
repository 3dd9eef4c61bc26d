import { contracts } from '@atelier/shared/actions';
import { updateContractInput } from '@atelier/shared/contract';
import { agencyToday } from '../../db/agency-time.ts';
import { findContractTemplate } from '../../db/contract-templates.ts';
import {
  findContract,
  findContractRow,
  replaceSigners,
  updateContractFields,
} from '../../db/contracts.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { contractConflict, contractNotFound } from './contract-errors.ts';
import { fillContract } from './fill-contract.ts';
import { toSignerFields } from './signers.ts';

export { updateContractInput };

/** Values computed at each filling; a stored one would outlive the value it came from. */
const COMPUTED = new Set(['contract.title', 'contract.value', 'today']);

/** The stored values a new filling keeps unless the caller sends others. */
const keptValues = (stored: Record<string, string>) =>
  Object.fromEntries(Object.entries(stored).filter(([key]) => !COMPUTED.has(key)));

/**
 * Changes a draft (409 once sent): the fields sent replace the stored ones, `signers` the
 * whole list, and the text is filled again from the template (archived or not) with the new
 * values, dated today. `value: null` and `expires_at: null` clear them.
 */
export const updateContract = implement(contracts.actions.update_contract, {
  handler: async ({ id, ...changes }, { db }) => {
    if (!isUuid(id)) throw contractNotFound();
    const contract = await db.transaction(async (tx) => {
      const current = await findContractRow(tx, id, { lock: true });
      if (!current) throw contractNotFound();
      if (current.status !== 'draft') {
        throw contractConflict(
          `Only a draft can be edited; this contract is ${current.status}`,
          current.status,
        );
      }
      const template = current.template_id
        ? await findContractTemplate(tx, current.template_id, { includeArchived: true })
        : undefined;
      if (!template) throw contractConflict('The template of this draft no longer exists');
      const title = changes.title ?? current.title;
      const value = changes.value === undefined ? current.value_cents : changes.value;
      const filled = await fillContract(tx, {
        template,
        client_id: current.client_id,
        project_id: current.project_id,
        title,
        value_cents: value,
        variables: { ...keptValues(current.variables), ...changes.variables },
        today: await agencyToday(tx),
      });
      await updateContractFields(tx, id, {
        title,
        value_cents: value,
        body: filled.body,
        variables: filled.variables,
        signing_order: changes.signing_order ?? current.signing_order,
        expires_at: changes.expires_at === undefined ? current.expires_at : changes.expires_at,
      });
      if (changes.signers) await replaceSigners(tx, id, toSignerFields(changes.signers));
      return readBack(await findContract(tx, id), `Contract ${id}`);
    });
    return { contract };
  },
});
