import type { Proposal } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { newRow } from '../../common/line-items/line-items';
import {
  emptyProposalForm,
  type ProposalFormValues,
  proposalServerErrors,
  proposalToForm,
  toProposalFields,
  validateProposalForm,
} from './proposal-form';

const filled = (overrides: Partial<ProposalFormValues> = {}): ProposalFormValues => ({
  ...emptyProposalForm({ clientId: 'c1', leadId: null }),
  title: ' Shop redesign ',
  pricing: {
    items: [newRow({ description: 'Design', quantity: '3', unitPrice: '900' })],
    discount: '',
    taxRate: '20',
  },
  ...overrides,
});

describe('proposal form', () => {
  it('starts with the recipient a link chose', () => {
    expect(emptyProposalForm({ clientId: null, leadId: 'l1' })).toMatchObject({
      recipientKind: 'lead',
      leadId: 'l1',
      clientId: '',
    });
  });

  it('needs a recipient of the chosen kind, a title and a line', () => {
    const errors = validateProposalForm({
      ...emptyProposalForm(),
      recipientKind: 'lead',
      clientId: 'c1',
    });
    expect(errors).toEqual({ client_id: 'chooseRecipient', title: 'required', items: 'noItems' });
  });

  it('refuses what the server refuses: a title over 200 characters, a day out of range', () => {
    expect(validateProposalForm(filled({ title: 'x'.repeat(201) })).title).toBe('tooLong');
    expect(validateProposalForm(filled({ title: 'Site\nredesign' })).title).toBe('characters');
    expect(validateProposalForm(filled({ validUntil: '2201-01-01' })).valid_until).toBe('date');
    expect(validateProposalForm(filled({ summary: 'Scope:\n- pages' }))).toEqual({});
  });

  it('sends exactly one recipient and the pricing in cents and basis points', () => {
    expect(validateProposalForm(filled())).toEqual({});
    expect(toProposalFields(filled({ leadId: 'l9' }))).toEqual({
      client_id: 'c1',
      lead_id: null,
      title: 'Shop redesign',
      summary: null,
      valid_until: null,
      cover_image_id: null,
      items: [{ description: 'Design', quantity: 3, unit_price_cents: 90000 }],
      discount_cents: 0,
      tax_rate_bp: 2000,
    });
    expect(
      toProposalFields(
        filled({ cover: { id: 'img1', alt: { en: 'A shop front', fr: 'Une vitrine' } } }),
      ).cover_image_id,
    ).toBe('img1');
    expect(toProposalFields(filled({ recipientKind: 'lead', leadId: 'l9' }))).toMatchObject({
      client_id: null,
      lead_id: 'l9',
    });
  });

  it('edits a stored proposal with its values', () => {
    const proposal = {
      client_id: null,
      lead_id: 'l1',
      title: 'Logo',
      summary: null,
      valid_until: '2026-12-31',
      discount_cents: 5000,
      tax_rate_bp: 550,
      items: [
        {
          id: 'i',
          position: 1,
          description: 'Logo',
          quantity: 1,
          unit_price_cents: 150000,
          amount_cents: 150000,
        },
      ],
    } as unknown as Proposal;
    expect(proposalToForm(proposal)).toMatchObject({
      recipientKind: 'lead',
      leadId: 'l1',
      validUntil: '2026-12-31',
      pricing: { discount: '50', taxRate: '5.5', items: [{ unitPrice: '1500', quantity: '1' }] },
    });
  });

  it("puts the server's messages on the fields, a lead's on the recipient picker", () => {
    expect(
      proposalServerErrors({ lead_id: 'No such lead', 'items.0.quantity': 'Bad' }, filled()),
    ).toEqual({ client_id: 'No such lead', 'items.0.quantity': 'Bad' });
  });
});
