import {
  type FieldCode,
  PROPOSAL_FLOW_MESSAGES,
  type ProposalFlowFields,
  proposalFlowProblems,
} from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { findFlowReferences } from '../../db/proposal-flow.ts';
import { findRecipients } from '../../db/proposals.ts';
import { type FieldProblems, fieldFailure, invalidFields } from '../../errors.ts';
import { isUuid } from '../client-management/record-fields.ts';

/** The field code of each of the flow rules' messages (`proposalFlowProblems`). */
const FLOW_CODES: Record<string, FieldCode> = {
  [PROPOSAL_FLOW_MESSAGES.depositBoth]: 'deposit_both',
  [PROPOSAL_FLOW_MESSAGES.depositOverTotal]: 'deposit_over_total',
  [PROPOSAL_FLOW_MESSAGES.projectBoth]: 'project_or_template',
};

/**
 * 400 unless exactly one of client and lead is given and it exists: a proposal goes to a
 * client, or to a lead that becomes one when it accepts.
 */
export async function checkRecipient(
  q: Queryable,
  recipient: { client_id: string | null; lead_id: string | null },
): Promise<void> {
  const { client_id: clientId, lead_id: leadId } = recipient;
  const fields: FieldProblems = {};
  if ((clientId === null) === (leadId === null)) {
    fields.client_id = ['Choose either a client or a lead', fieldFailure('client_or_lead')];
  } else {
    const found = await findRecipients(q, {
      clientId: clientId !== null && isUuid(clientId) ? clientId : null,
      leadId: leadId !== null && isUuid(leadId) ? leadId : null,
    });
    if (clientId !== null && !found.hasClient) {
      fields.client_id = ['No such client', fieldFailure('not_found')];
    }
    if (leadId !== null && !found.hasLead)
      fields.lead_id = ['No such lead', fieldFailure('not_found')];
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
}

/**
 * 400 with every problem of the flow fields by field: both deposit fields, a deposit over the
 * total, both project fields (shared rules), and references that do not exist or, for the
 * project, are not the client's (a proposal to a lead has no client's project yet).
 */
export async function checkFlowFields(
  q: Queryable,
  fields: ProposalFlowFields & { contract_template_id: string | null; client_id: string | null },
  totalCents: number,
): Promise<void> {
  const problems: FieldProblems = Object.fromEntries(
    Object.entries(proposalFlowProblems(fields, totalCents)).map(([field, message]) => [
      field,
      [message, fieldFailure(FLOW_CODES[message] ?? 'invalid')],
    ]),
  );
  const id = (value: string | null) => (value !== null && isUuid(value) ? value : null);
  const found = await findFlowReferences(q, {
    contractTemplateId: id(fields.contract_template_id),
    projectId: id(fields.project_id),
    projectTemplateId: id(fields.project_template_id),
  });
  if (fields.contract_template_id !== null && !found.hasContractTemplate) {
    problems.contract_template_id = ['No such contract template', fieldFailure('not_found')];
  }
  if (
    fields.project_id !== null &&
    (found.projectClientId === null || found.projectClientId !== fields.client_id)
  ) {
    problems.project_id =
      found.projectClientId === null
        ? ['No such project', fieldFailure('not_found')]
        : [PROPOSAL_FLOW_MESSAGES.projectNotClients, fieldFailure('other_client')];
  }
  if (
    fields.project_template_id !== null &&
    !problems.project_template_id &&
    !found.hasProjectTemplate
  ) {
    problems.project_template_id = ['No such project template', fieldFailure('not_found')];
  }
  if (Object.keys(problems).length > 0) {
    throw invalidFields(problems);
  }
}

/** Why a proposal that is no longer a draft cannot change, by its status as it reads. */
export const notADraft: Record<string, { edit: string; remove: string }> = {
  sent: {
    edit: 'A sent proposal cannot be edited; decline it and write a new one',
    remove: 'A sent proposal cannot be deleted; decline it instead',
  },
  expired: {
    edit: 'An expired proposal cannot be edited; write a new one',
    remove: 'An expired proposal cannot be deleted; decline it instead',
  },
  accepted: {
    edit: 'An accepted proposal cannot be edited',
    remove: 'An accepted proposal cannot be deleted: a project came from it',
  },
  declined: {
    edit: 'A declined proposal cannot be edited; write a new one',
    remove: 'A declined proposal cannot be deleted: it is part of the history',
  },
};
