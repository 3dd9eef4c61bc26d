import type { NewProposal, Proposal, ProposalFields } from '@atelier/shared';
import { type MediaLocale, proposalFieldSchemas } from '@atelier/shared/contract';
import {
  moneyText,
  newRow,
  type PricingErrors,
  type PricingValues,
  pricingServerErrors,
  rowsFromItems,
  taxRateText,
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
};

export type ProposalProblem = PricingErrors[string] | 'chooseRecipient' | 'date';
/** Keyed like the server: `client_id`, `title`, `items.0.quantity`, … */
export type ProposalFormErrors = Record<string, ProposalProblem>;

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
    pricing: { items: [newRow()], discount: '', taxRate: '' },
    cover: null,
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
    pricing: {
      items: proposal.items.length > 0 ? rowsFromItems(proposal.items) : [newRow()],
      discount: moneyText(proposal.discount_cents),
      taxRate: taxRateText(proposal.tax_rate_bp),
    },
    cover: proposal.cover_image_id
      ? { id: proposal.cover_image_id, alt: proposal.cover_image?.alt_text ?? { en: '', fr: '' } }
      : null,
  };
}

export function validateProposalForm(values: ProposalFormValues): ProposalFormErrors {
  const errors: ProposalFormErrors = { ...validatePricing(values.pricing) };
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
  };
}

export const toNewProposal = (values: ProposalFormValues): NewProposal => toProposalFields(values);

/** The server's field messages, on the form's fields (a lead error shows on the picker). */
export function proposalServerErrors(
  fields: Record<string, string> | undefined,
  values: ProposalFormValues,
): Record<string, string> {
  const messages = pricingServerErrors(fields, values.pricing.items);
  for (const key of ['client_id', 'title', 'summary', 'valid_until', 'cover_image_id'] as const) {
    const message = fields?.[key];
    if (message) messages[key] = message;
  }
  if (fields?.lead_id && !messages.client_id) messages.client_id = fields.lead_id;
  return messages;
}
