import type { Client, Lead } from '@atelier/shared';
import { setRuntimeConfig } from '@atelier/shared';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderInLanguage } from '../../common/render-in-language';
import { LeadForm } from '../leads/LeadForm';
import { EMPTY_LEAD_FORM, leadToForm, toLeadChanges, toNewLead } from '../leads/lead-schema';
import { ClientForm } from './ClientForm';
import {
  clientToForm,
  EMPTY_CLIENT_FORM,
  toClientChanges,
  toNewClient,
  validateClientForm,
} from './client-schema';

beforeAll(() => {
  setRuntimeConfig({ backendUrl: 'http://api.test', publicKey: 'k', remotes: {} });
});

const noop = () => undefined;
const never = () => new Promise<never>(noop);

/** The `<select>` after a label's text, with its options. */
const selectAfter = (html: string, label: string): string => {
  const at = html.indexOf(label);
  expect(at, `no "${label}" in the form`).toBeGreaterThan(-1);
  const select = html.slice(at).match(/<select[\s\S]*?<\/select>/)?.[0];
  if (!select) throw new Error(`no select after "${label}"`);
  return select;
};

const client = {
  id: 'c1',
  name: 'Jane',
  email: 'jane@studio.com',
  company: null,
  phone: null,
  address: null,
  tax_id: null,
  notes: null,
  status: 'active',
  language: 'fr',
} as Client;

describe("a client's language in the client form", () => {
  it('offers English and Français, and the agency default for a new client (en and fr)', async () => {
    const form = (isNew: boolean, initial = EMPTY_CLIENT_FORM) =>
      createElement(ClientForm, {
        isNew,
        initial,
        onSubmit: never,
        onSaved: noop,
        onCancel: noop,
      });
    const english = selectAfter(await renderInLanguage(form(true), 'en'), 'Language');
    expect(english).toContain('Agency default');
    expect(english).toContain('>English<');
    expect(english).toContain('>Français<');
    const french = selectAfter(await renderInLanguage(form(true), 'fr'), 'Langue');
    expect(french).toContain('Langue par défaut de l’agence');
    const saved = selectAfter(
      await renderInLanguage(form(false, clientToForm(client)), 'en'),
      'Language',
    );
    expect(saved).not.toContain('Agency default');
    expect(saved).toMatch(/<option value="fr" selected="">Français<\/option>/);
  });

  it("sends the chosen language, and none (the agency's default) when left on the default", () => {
    const filled = { ...EMPTY_CLIENT_FORM, name: 'Jane', email: 'jane@studio.com' };
    expect(validateClientForm(filled)).toEqual({});
    expect(toNewClient(filled)).not.toHaveProperty('language');
    expect(toNewClient({ ...filled, language: 'fr' })).toMatchObject({ language: 'fr' });
    expect(toClientChanges('c1', { ...clientToForm(client), language: 'en' })).toMatchObject({
      id: 'c1',
      language: 'en',
    });
  });
});

describe("a lead's language in the lead form", () => {
  it('offers English and Français, and the agency default for a new lead', async () => {
    const form = (mode: 'create' | 'edit', initial = EMPTY_LEAD_FORM) =>
      createElement(LeadForm, { mode, initial, onSubmit: never, onSaved: noop, onCancel: noop });
    const created = selectAfter(await renderInLanguage(form('create'), 'fr'), 'Langue');
    expect(created).toContain('Langue par défaut de l’agence');
    expect(created).toContain('>English<');
    const lead = {
      ...({} as Lead),
      name: 'Jane',
      email: 'j@x.com',
      status: 'new',
      source: 'manual',
      language: 'fr',
    } as Lead;
    const edited = selectAfter(
      await renderInLanguage(form('edit', leadToForm(lead)), 'en'),
      'Language',
    );
    expect(edited).not.toContain('Agency default');
    expect(edited).toMatch(/<option value="fr" selected="">Français<\/option>/);
  });

  it('sends the chosen language only', () => {
    const filled = { ...EMPTY_LEAD_FORM, name: 'Jane', email: 'jane@studio.com' };
    expect(toNewLead(filled)).not.toHaveProperty('language');
    expect(toNewLead({ ...filled, language: 'fr' })).toMatchObject({ language: 'fr' });
    expect(toLeadChanges('l1', { ...filled, language: 'en' })).toMatchObject({ language: 'en' });
  });
});
