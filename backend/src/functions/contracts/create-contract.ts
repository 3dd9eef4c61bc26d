import { contracts } from '@atelier/shared/actions';
import { createContractInput } from '@atelier/shared/contract';
import { agencyToday } from '../../db/agency-time.ts';
import { countContractTemplateUse, findContractTemplate } from '../../db/contract-templates.ts';
import {
  adminActor,
  appendAudit,
  findContract,
  insertContract,
  replaceSigners,
} from '../../db/contracts.ts';
import { invalidField, isUuid } from '../client-management/record-fields.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { resolveParties } from './contract-proposal.ts';
import { fillContract } from './fill-contract.ts';
import { toSignerFields } from './signers.ts';

export { createContractInput };

/**
 * A draft contract for a client from a template, in one transaction: the text filled and
 * frozen (fill-contract.ts), its signers, the `created` audit entry and the template's usage
 * count. From an accepted proposal (`proposal_id`), the client, project, title and value
 * default to the proposal's (contract-proposal.ts). Answers the contract as get_contract does.
 */
export const createContract = implement(contracts.actions.create_contract, {
  handler: async (input, { db, caller, request }) => {
    const contract = await db.transaction(async (tx) => {
      const template = isUuid(input.template_id)
        ? await findContractTemplate(tx, input.template_id, { lock: true })
        : undefined;
      if (!template) throw invalidField('template_id', 'No such template');
      const parties = await resolveParties(tx, input);
      const title = parties.title ?? template.name;
      const filled = await fillContract(tx, {
        template,
        client_id: parties.client_id,
        project_id: parties.project_id,
        title,
        value_cents: parties.value_cents,
        variables: input.variables ?? {},
        today: await agencyToday(tx),
      });
      const id = await insertContract(
        tx,
        {
          title,
          client_id: parties.client_id,
          project_id: parties.project_id,
          template_id: template.id,
          proposal_id: parties.proposal_id,
          value_cents: parties.value_cents,
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
        details: {
          template_id: template.id,
          template_name: template.name,
          ...(parties.proposal_id ? { proposal_id: parties.proposal_id } : {}),
        },
      });
      await countContractTemplateUse(tx, template.id);
      return readBack(await findContract(tx, id), `Contract ${id}`);
    });
    return { contract };
  },
});
