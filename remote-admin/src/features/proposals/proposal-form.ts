import {
  type NewProposal,
  type Proposal,
  type ProposalFields,
  parseMoneyToCents,
} from '@atelier/shared';
import {
  type MediaLocale,
  type ProposalFlowFields,
  proposalFieldSchemas,
  proposalFlowProblems,
} from '@atelier/shared/contract';
import {
  documentServerErrors,
  emptyPricing,
  liveTotals,
  moneyText,
  type PricingErrors,
  type PricingValues,
  pricingOf,
  textProblem,
  toPricingFields,
  validatePricing,
} from '../../common/line-items/line-items';

/**
 * The proposal form's values (strings, as the controls hold them), its rules (docs/records.md
 * "proposal-management") and the payload it sends. The server checks again; its field
 * messages land on the same fields.
 */
export type RecipientKind = 'client' | 'lead';

/** The deposit the client pays after signing: none, a share of the total, or a sum. */
export type DepositKind = 'none' | 'percent' | 'amount';

/** What the accepted proposal becomes: a new blank project, one the client has, or a template's. */
export type ProjectKind = 'none' | 'existing' | 'template';

/** The proposal-flow fields (docs/records.md): at most one deposit and one project source is sent. */
export type FlowPayload = ProposalFlowFields & { contract_template_id: string | null };

export type ProposalFormValues = {
  recipientKind: RecipientKind;
  clientId: string;
  leadId: string;
  title: string;
  summary: string;
  /** `YYYY-MM-DD` or ''. */
  validUntil: string;
  pricing: PricingValues;
  /** The library image on the cover (its alt texts, to name it in the admin's language), or null. */
  cover: { id: string; alt: Record<MediaLocale, string> } | null;
  /** The contract template the client signs after accepting, or ''. */
  contractTemplateId: string;
  depositKind: DepositKind;
  /** The deposit as typed: a whole percentage ("30") or an amount ("1,250.00"). */
  deposit: string;
  projectKind: ProjectKind;
  projectId: string;
  projectTemplateId: string;
};

export type ProposalProblem =
  | PricingErrors[string]
  | 'chooseRecipient'
  | 'date'
  | 'depositPercent'
  | 'depositAmount'
  | 'depositOverTotal'
  | 'chooseProject'
  | 'chooseProjectTemplate'
  | 'projectNeedsClient';
/** Keyed like the server: `client_id`, `title`, `items.0.quantity`, … */
export type ProposalFormErrors = Record<string, ProposalProblem>;

const NO_FLOW = {
  contractTemplateId: '',
  depositKind: 'none',
  deposit: '',
  projectKind: 'none',
  projectId: '',
  projectTemplateId: '',
} as const satisfies Partial<ProposalFormValues>;

export function emptyProposalForm(
  recipient: { clientId: string | null; leadId: string | null } = {
    clientId: null,
    leadId: null,
  },
): ProposalFormValues {
  return {
    recipientKind: recipient.leadId ? 'lead' : 'client',
    clientId: recipient.clientId ?? '',
    leadId: recipient.leadId ?? '',
    title: '',
    summary: '',
    validUntil: '',
    pricing: emptyPricing(),
    cover: null,
    ...NO_FLOW,
  };
}

export function proposalToForm(proposal: Proposal): ProposalFormValues {
  return {
    recipientKind: proposal.lead_id && !proposal.client_id ? 'lead' : 'client',
    clientId: proposal.client_id ?? '',
    leadId: proposal.lead_id ?? '',
    title: proposal.title,
    summary: proposal.summary ?? '',
    validUntil: proposal.valid_until ?? '',
    pricing: pricingOf(proposal),
    cover: proposal.cover_image_id
      ? { id: proposal.cover_image_id, alt: proposal.cover_image?.alt_text ?? { en: '', fr: '' } }
      : null,
    contractTemplateId: proposal.contract_template_id ?? '',
    ...depositOfProposal(proposal),
    projectKind: proposal.project_template_id
      ? 'template'
      : proposal.project_id && proposal.status !== 'accepted'
        ? 'existing'
        : 'none',
    projectId: proposal.project_id ?? '',
    projectTemplateId: proposal.project_template_id ?? '',
  };
}

/** The stored deposit as the form holds it: its kind and its text. */
function depositOfProposal(
  proposal: Proposal,
): Pick<ProposalFormValues, 'depositKind' | 'deposit'> {
  if (typeof proposal.deposit_percent === 'number') {
    return { depositKind: 'percent', deposit: String(proposal.deposit_percent) };
  }
  if (typeof proposal.deposit_cents === 'number') {
    return { depositKind: 'amount', deposit: moneyText(proposal.deposit_cents) };
  }
  return { depositKind: 'none', deposit: '' };
}

/** A whole percentage from 1 to 100, as typed ("30", " 30 "); null otherwise. */
function depositPercentOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const percent = Number(trimmed);
  return percent >= 1 && percent <= 100 ? percent : null;
}

function depositCentsOf(text: string): number | null {
  const cents = parseMoneyToCents(text);
  return cents !== null && cents >= 1 ? cents : null;
}

function flowProblems(values: ProposalFormValues): ProposalFormErrors {
  const errors: ProposalFormErrors = {};
  if (values.depositKind === 'percent' && depositPercentOf(values.deposit) === null) {
    errors.deposit_percent = 'depositPercent';
  }
  if (values.depositKind === 'amount' && depositCentsOf(values.deposit) === null) {
    errors.deposit_cents = 'depositAmount';
  } else if (
    proposalFlowProblems(toFlowFields(values), liveTotals(values.pricing).total_cents).deposit_cents
  ) {
    // The server's rule, on the totals as typed: the deposit cannot be more than the total.
    errors.deposit_cents = 'depositOverTotal';
  }
  if (values.projectKind === 'existing') {
    if (values.recipientKind !== 'client') errors.project_id = 'projectNeedsClient';
    else if (!values.projectId) errors.project_id = 'chooseProject';
  }
  if (values.projectKind === 'template' && !values.projectTemplateId) {
    errors.project_template_id = 'chooseProjectTemplate';
  }
  return errors;
}

/**
 * The contract, deposit and project of the flow: every key, so an edit can clear one, and at
 * most one of a pair (the server refuses both).
 */
export function toFlowFields(values: ProposalFormValues): FlowPayload {
  const isExisting = values.projectKind === 'existing' && values.recipientKind === 'client';
  return {
    contract_template_id: values.contractTemplateId || null,
    deposit_percent: values.depositKind === 'percent' ? depositPercentOf(values.deposit) : null,
    deposit_cents: values.depositKind === 'amount' ? depositCentsOf(values.deposit) : null,
    project_id: isExisting ? values.projectId || null : null,
    project_template_id:
      values.projectKind === 'template' ? values.projectTemplateId || null : null,
  };
}

export function validateProposalForm(values: ProposalFormValues): ProposalFormErrors {
  const errors: ProposalFormErrors = {
    ...validatePricing(values.pricing),
    ...flowProblems(values),
  };
  const recipient = values.recipientKind === 'client' ? values.clientId : values.leadId;
  if (!recipient) errors.client_id = 'chooseRecipient';
  const title = textProblem(proposalFieldSchemas.title, values.title);
  if (title) errors.title = title;
  const summary = textProblem(proposalFieldSchemas.summary, values.summary);
  if (summary) errors.summary = summary;
  if (!proposalFieldSchemas.valid_until.safeParse(values.validUntil || null).success) {
    errors.valid_until = 'date';
  }
  return errors;
}

/** Every field, so an edit can clear one (`null`); exactly one recipient is sent. */
export function toProposalFields(values: ProposalFormValues): ProposalFields {
  const isClient = values.recipientKind === 'client';
  return {
    client_id: isClient ? values.clientId : null,
    lead_id: isClient ? null : values.leadId,
    title: values.title.trim(),
    summary: values.summary.trim() || null,
    valid_until: values.validUntil || null,
    cover_image_id: values.cover?.id ?? null,
    ...toPricingFields(values.pricing),
    ...toFlowFields(values),
  };
}

export const toNewProposal = (values: ProposalFormValues): NewProposal => toProposalFields(values);

/** The server's field messages, on the form's fields (a lead error shows on the picker). */
export function proposalServerErrors(
  fields: Record<string, string> | undefined,
  values: ProposalFormValues,
): Record<string, string> {
  const messages = documentServerErrors(fields, values.pricing.items, [
    'client_id',
    'title',
    'summary',
    'valid_until',
    'cover_image_id',
    'contract_template_id',
    'project_id',
    'project_template_id',
  ]);
  if (fields?.lead_id && !messages.client_id) messages.client_id = fields.lead_id;
  // One deposit field shows either half's message ("…a percentage or an amount, not both").
  const deposit = fields?.deposit_cents ?? fields?.deposit_percent;
  if (deposit)
    messages[values.depositKind === 'amount' ? 'deposit_cents' : 'deposit_percent'] = deposit;
  return messages;
}
