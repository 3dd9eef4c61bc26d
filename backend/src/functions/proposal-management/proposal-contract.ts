import { findContractTemplate } from '../../db/contract-templates.ts';
import { clientForContract } from '../../db/contracts.ts';
import type { Queryable } from '../../db/database.ts';
import { findProjectForProposal, type ProposalFlowTerms } from '../../db/proposal-flow.ts';
import { listProposalLines } from '../../db/proposals.ts';
import { AppError, conflict } from '../../errors.ts';
import { insertDraftContract } from '../contracts/create-contract.ts';
import { longDate, money } from '../contracts/fill-contract.ts';

/** Who makes the contract, for its row and its audit trail. */
export interface ContractAuthor {
  userId: string;
  actor: string;
  ip: string | null;
  userAgent: string | null;
}

/**
 * The proposal's words for the template's variables (docs/contracts.md, "A contract from a
 * proposal"): its title, summary, total, the scope (summary and lines) and the project's dates,
 * amounts and dates written in the client's language.
 * The records' own (client, project name, value, today, agency) are filled by fillContract.
 */
async function proposalVariables(
  q: Queryable,
  terms: ProposalFlowTerms,
  projectId: string,
  language: string,
): Promise<Record<string, string>> {
  const lines = await listProposalLines(q, terms.id);
  const project = await findProjectForProposal(q, projectId);
  const scope = [
    terms.summary ?? '',
    ...lines.map(
      (line) => `- ${line.description}: ${money(line.amount_cents, terms.currency, language)}`,
    ),
  ]
    .filter((part) => part !== '')
    .join('\n');
  const values: Record<string, string> = {
    'proposal.title': terms.title,
    'proposal.total': money(terms.total_cents, terms.currency, language),
    scope,
    'proposal.scope': scope,
  };
  if (terms.summary) values['proposal.summary'] = terms.summary;
  if (project?.start_date) values['project.start_date'] = longDate(project.start_date, language);
  if (project?.due_date) values['project.due_date'] = longDate(project.due_date, language);
  return values;
}

/**
 * The contract of an accepted proposal with a contract template, in the acceptance's
 * transaction: a draft from the template (as create_contract makes one), its value the
 * proposal's total in its currency, linked to the proposal and the project, its one signer
 * the client's contact (the client record's name and e-mail). Sending it is the caller's,
 * after the transaction (the PDF is stored through the storage service). Answers its id, or
 * null when the template was removed since the proposal named it.
 */
export async function createProposalContract(
  tx: Queryable,
  terms: ProposalFlowTerms,
  parties: { clientId: string; projectId: string },
  author: ContractAuthor,
): Promise<string | null> {
  if (terms.contract_template_id === null) return null;
  const template = await findContractTemplate(tx, terms.contract_template_id, { lock: true });
  if (!template) return null;
  const client = await clientForContract(tx, parties.clientId);
  if (!client) throw new Error(`Client ${parties.clientId} vanished`);
  try {
    return await insertDraftContract(tx, {
      template,
      parties: {
        client_id: parties.clientId,
        project_id: parties.projectId,
        proposal_id: terms.id,
        title: terms.title,
        value_cents: terms.total_cents,
      },
      title: terms.title,
      // A client without a company contracts in their own name (the record's company wins).
      variables: {
        'client.company': client.name,
        ...(await proposalVariables(tx, terms, parties.projectId, client.language)),
      },
      currency: terms.currency,
      signing_order: 'parallel',
      expires_at: null,
      signers: [{ name: client.name, email: client.email, role: 'Client', position: 1 }],
      createdBy: author.userId,
      actor: author.actor,
      ip: author.ip,
      userAgent: author.userAgent,
    });
  } catch (error) {
    // A template variable nothing fills: the agency's to fix, not the client's (409, unchanged).
    if (error instanceof AppError && error.fields?.variables) {
      throw conflict(
        'proposal_contract_unprepared',
        `This proposal's contract cannot be prepared (${error.fields.variables}); ask the agency`,
      );
    }
    throw error;
  }
}
