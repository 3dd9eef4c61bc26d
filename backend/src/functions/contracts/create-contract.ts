import { createContractInput } from '@atelier/shared/contract';
import { countContractTemplateUse, findContractTemplate } from '../../db/contract-templates.ts';
import {
  adminActor,
  appendAudit,
  findContract,
  insertContract,
  replaceSigners,
} from '../../db/contracts.ts';
import { invalidField, isUuid } from '../client-management/record-fields.ts';
import { defineAction } from '../registry.ts';
import { fillContract } from './fill-contract.ts';
import { toSignerFields } from './signers.ts';

export { createContractInput };

/**
 * A draft contract for a client from a template, in one transaction: the text filled and
 * frozen (fill-contract.ts), its signers, the `created` audit entry and the template's usage
 * count. Answers the contract as get_contract does.
 */
export const createContract = defineAction({
  access: 'admin',
  input: createContractInput,
  handler: async (input, { db, caller, request }) => {
    const contract = await db.transaction(async (tx) => {
      const template = isUuid(input.template_id)
        ? await findContractTemplate(tx, input.template_id, { lock: true })
        : undefined;
      if (!template) throw invalidField('template_id', 'No such template');
      const title = input.title ?? template.name;
      const filled = await fillContract(tx, {
        template,
        client_id: input.client_id,
        project_id: input.project_id ?? null,
        title,
        value_cents: input.value ?? null,
        variables: input.variables ?? {},
        today: new Date().toISOString().slice(0, 10),
      });
      const id = await insertContract(
        tx,
        {
          title,
          client_id: input.client_id,
          project_id: input.project_id ?? null,
          template_id: template.id,
          value_cents: input.value ?? null,
          currency: filled.currency,
          body: filled.body,
          variables: filled.variables,
          signing_order: input.signing_order,
          expires_at: input.expires_at ?? null,
        },
        caller.userId,
      );
      await replaceSigners(tx, id, toSignerFields(input.signers));
      await appendAudit(tx, {
        contract_id: id,
        event: 'created',
        actor: await adminActor(tx, caller.userId),
        ip: request.ip,
        user_agent: request.userAgent,
        details: { template_id: template.id, template_name: template.name },
      });
      await countContractTemplateUse(tx, template.id);
      return await findContract(tx, id);
    });
    return { contract };
  },
});
