import { contracts } from '@atelier/shared/actions';
import {
  type ContractTemplate,
  createContractInput,
  type SigningOrder,
} from '@atelier/shared/contract';
import { agencyToday } from '../../db/agency-time.ts';
import { countContractTemplateUse, findContractTemplate } from '../../db/contract-templates.ts';
import {
  adminActor,
  appendAudit,
  findContract,
  insertContract,
  replaceSigners,
  type SignerFields,
} from '../../db/contracts.ts';
import type { Queryable } from '../../db/database.ts';
import { invalidField, isUuid } from '../client-management/record-fields.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { type ResolvedParties, resolveParties } from './contract-proposal.ts';
import { fillContract } from './fill-contract.ts';
import { toSignerFields } from './signers.ts';

export { createContractInput };

/** What a draft contract is made of, once its template and parties are known. */
export interface NewDraftContract {
  template: ContractTemplate;
  parties: ResolvedParties;
  title: string;
  /** The caller's values of the template's variables. */
  variables: Readonly<Record<string, string>>;
  /** The contract's currency when not the client's (a proposal's). */
  currency?: string;
  signing_order: SigningOrder;
  expires_at: string | null;
  signers: SignerFields[];
  /** Who made it: the user (null: no account) and the audit trail's actor. */
  createdBy: string;
  actor: string;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Writes a draft contract from a template in the caller's transaction: the text filled and
 * frozen (fill-contract.ts), its signers, the `created` audit entry and the template's usage
 * count. create_contract and the acceptance of a proposal with a contract template use it.
 */
export async function insertDraftContract(tx: Queryable, draft: NewDraftContract): Promise<string> {
  const { template, parties } = draft;
  const filled = await fillContract(tx, {
    template,
    client_id: parties.client_id,
    project_id: parties.project_id,
    title: draft.title,
    value_cents: parties.value_cents,
    variables: draft.variables,
    today: await agencyToday(tx),
    ...(draft.currency ? { currency: draft.currency } : {}),
  });
  const id = await insertContract(
    tx,
    {
      title: draft.title,
      client_id: parties.client_id,
      project_id: parties.project_id,
      template_id: template.id,
      proposal_id: parties.proposal_id,
      value_cents: parties.value_cents,
      currency: filled.currency,
      body: filled.body,
      variables: filled.variables,
      signing_order: draft.signing_order,
      expires_at: draft.expires_at,
    },
    draft.createdBy,
  );
  await replaceSigners(tx, id, draft.signers);
  await appendAudit(tx, {
    contract_id: id,
    event: 'created',
    actor: draft.actor,
    ip: draft.ip,
    user_agent: draft.userAgent,
    details: {
      template_id: template.id,
      template_name: template.name,
      ...(parties.proposal_id ? { proposal_id: parties.proposal_id } : {}),
    },
  });
  await countContractTemplateUse(tx, template.id);
  return id;
}

/**
 * A draft contract for a client from a template, in one transaction (insertDraftContract).
 * From an accepted proposal (`proposal_id`), the client, project, title and value default to
 * the proposal's (contract-proposal.ts). Answers the contract as get_contract does.
 */
export const createContract = implement(contracts.actions.create_contract, {
  handler: async (input, { db, caller, request }) => {
    const contract = await db.transaction(async (tx) => {
      const template = isUuid(input.template_id)
        ? await findContractTemplate(tx, input.template_id, { lock: true })
        : undefined;
      if (!template) throw invalidField('template_id', 'No such template', { code: 'not_found' });
      const parties = await resolveParties(tx, input);
      const id = await insertDraftContract(tx, {
        template,
        parties,
        title: parties.title ?? template.name,
        variables: input.variables ?? {},
        signing_order: input.signing_order,
        expires_at: input.expires_at ?? null,
        signers: toSignerFields(input.signers),
        createdBy: caller.userId,
        actor: await adminActor(tx, caller.userId),
        ip: request.ip,
        userAgent: request.userAgent,
      });
      return readBack(await findContract(tx, id), `Contract ${id}`);
    });
    return { contract };
  },
});
