import type { Client } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  clientToForm,
  EMPTY_CLIENT_FORM,
  isClientFormField,
  toClientChanges,
  toNewClient,
  validateClientForm,
} from './client-schema';

const filled = {
  ...EMPTY_CLIENT_FORM,
  name: ' Jane Doe ',
  email: ' Jane@Studio.com ',
  company: 'Studio',
};

describe('the client form', () => {
  it('needs a name and a valid e-mail, nothing else', () => {
    expect(validateClientForm(EMPTY_CLIENT_FORM)).toEqual({
      name: { code: 'required' },
      email: { code: 'required' },
    });
    expect(validateClientForm(filled)).toEqual({});
  });

  it('refuses what the server would refuse', () => {
    const problems = validateClientForm({
      ...filled,
      email: 'jane',
      tax_id: 'x'.repeat(51),
      address: 'x'.repeat(1001),
      status: 'archived',
    });
    expect(problems).toEqual({
      email: { code: 'email' },
      tax_id: { code: 'tooLong', max: 50 },
      address: { code: 'tooLong', max: 1000 },
      status: { code: 'choose' },
    });
  });

  it('refuses control characters where the server does, not line breaks in the notes', () => {
    expect(validateClientForm({ ...filled, name: 'Jane\u0000Doe', notes: 'a\nb' })).toEqual({
      name: { code: 'characters' },
    });
    expect(validateClientForm({ ...filled, email: 'jane@studio.com\n' })).toEqual({});
    expect(validateClientForm({ ...filled, phone: '555\n1234' })).toEqual({
      phone: { code: 'characters' },
    });
  });

  it('refuses what is no phone number ("abc"), as create_client does', () => {
    expect(validateClientForm({ ...filled, phone: 'abc' })).toEqual({ phone: { code: 'phone' } });
    expect(validateClientForm({ ...filled, phone: '+1 (503) 555-0142' })).toEqual({});
  });

  it('creates with only what was filled in, trimmed', () => {
    expect(toNewClient(filled)).toEqual({
      name: 'Jane Doe',
      email: 'jane@studio.com',
      company: 'Studio',
      status: 'active',
    });
  });

  it('updates every edited field, clearing the emptied ones', () => {
    const client = {
      id: 'c1',
      name: 'Jane',
      email: 'jane@studio.com',
      company: 'Studio',
      phone: '+1 555',
      address: null,
      tax_id: null,
      notes: null,
      status: 'inactive',
    } as Client;
    const values = { ...clientToForm(client), phone: '' };
    expect(values.status).toBe('inactive');
    expect(toClientChanges('c1', values)).toMatchObject({
      id: 'c1',
      phone: null,
      company: 'Studio',
    });
  });

  it('knows which server field messages it can show beside a field', () => {
    expect(isClientFormField('email')).toBe(true);
    expect(isClientFormField('user_id')).toBe(false);
  });
});
