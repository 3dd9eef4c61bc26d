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
      contract_template_id: null,
      deposit_percent: null,
      deposit_cents: null,
      project_id: null,
      project_template_id: null,
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

  describe('after acceptance: the contract, the deposit and the project', () => {
    // 3 × 900.00 + 20 % tax = 3,240.00.
    it('sends the contract template, or null for none', () => {
      expect(toProposalFields(filled({ contractTemplateId: 't1' })).contract_template_id).toBe(
        't1',
      );
      expect(toProposalFields(filled()).contract_template_id).toBeNull();
    });

    it('sends a percentage or an amount, never both', () => {
      const percent = filled({ depositKind: 'percent', deposit: ' 30 ' });
      expect(validateProposalForm(percent)).toEqual({});
      expect(toProposalFields(percent)).toMatchObject({ deposit_percent: 30, deposit_cents: null });
      const amount = filled({ depositKind: 'amount', deposit: '1,000.50' });
      expect(validateProposalForm(amount)).toEqual({});
      expect(toProposalFields(amount)).toMatchObject({
        deposit_percent: null,
        deposit_cents: 100050,
      });
      // What was typed under the other kind is not sent.
      expect(toProposalFields(filled({ depositKind: 'none', deposit: '30' }))).toMatchObject({
        deposit_percent: null,
        deposit_cents: null,
      });
    });

    it('refuses a percentage out of 1–100, a bad amount, an amount over the total', () => {
      for (const deposit of ['0', '101', '12.5', 'thirty', '']) {
        expect(validateProposalForm(filled({ depositKind: 'percent', deposit }))).toEqual({
          deposit_percent: 'depositPercent',
        });
      }
      expect(validateProposalForm(filled({ depositKind: 'amount', deposit: '0' }))).toEqual({
        deposit_cents: 'depositAmount',
      });
      expect(validateProposalForm(filled({ depositKind: 'amount', deposit: '3,240.01' }))).toEqual({
        deposit_cents: 'depositOverTotal',
      });
      expect(validateProposalForm(filled({ depositKind: 'amount', deposit: '3,240.00' }))).toEqual(
        {},
      );
    });

    it('sends an existing project or a template, never both', () => {
      const existing = filled({ projectKind: 'existing', projectId: 'p1', projectTemplateId: 'x' });
      expect(validateProposalForm(existing)).toEqual({});
      expect(toProposalFields(existing)).toMatchObject({
        project_id: 'p1',
        project_template_id: null,
      });
      const template = filled({ projectKind: 'template', projectId: 'p1', projectTemplateId: 'x' });
      expect(toProposalFields(template)).toMatchObject({
        project_id: null,
        project_template_id: 'x',
      });
      expect(toProposalFields(filled({ projectId: 'p1' }))).toMatchObject({
        project_id: null,
        project_template_id: null,
      });
    });

    it('asks for the project or template chosen, and a client for an existing project', () => {
      expect(validateProposalForm(filled({ projectKind: 'existing' }))).toEqual({
        project_id: 'chooseProject',
      });
      expect(validateProposalForm(filled({ projectKind: 'template' }))).toEqual({
        project_template_id: 'chooseProjectTemplate',
      });
      const lead = filled({
        recipientKind: 'lead',
        leadId: 'l1',
        projectKind: 'existing',
        projectId: 'p1',
      });
      expect(validateProposalForm(lead)).toEqual({ project_id: 'projectNeedsClient' });
      expect(toProposalFields(lead).project_id).toBeNull();
    });

    it('reads a stored proposal back into the form', () => {
      const stored = {
        client_id: 'c1',
        lead_id: null,
        title: 'Shop',
        summary: null,
        valid_until: null,
        discount_cents: 0,
        tax_rate_bp: 0,
        items: [],
        status: 'draft',
        contract_template_id: 't1',
        deposit_percent: null,
        deposit_cents: 50000,
        project_id: null,
        project_template_id: 'pt1',
      } as unknown as Proposal;
      expect(proposalToForm(stored)).toMatchObject({
        contractTemplateId: 't1',
        depositKind: 'amount',
        deposit: '500',
        projectKind: 'template',
        projectTemplateId: 'pt1',
      });
    });

    it("puts the server's deposit and project messages under their fields", () => {
      const both = 'Give the deposit as a percentage or an amount, not both';
      expect(
        proposalServerErrors({ deposit_cents: both }, filled({ depositKind: 'percent' })),
      ).toEqual({ deposit_percent: both });
      expect(
        proposalServerErrors(
          { project_id: "This project is not the client's", contract_template_id: 'No such' },
          filled(),
        ),
      ).toEqual({
        project_id: "This project is not the client's",
        contract_template_id: 'No such',
      });
    });
  });
});
