import type { AdminSettings } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { agencyChanges, agencyToValues, validateAgency } from './agency-values';
import { settingsDemoHandlers } from './demo-settings';

const answer = settingsDemoHandlers.get_settings();
const settings = (answer.success ? answer.settings : null) as AdminSettings;

describe('the agency form', () => {
  it('sends every field, an emptied e-mail as null', () => {
    const values = { ...agencyToValues(settings), email: ' ', phone: '' };
    expect(agencyChanges(values)).toMatchObject({ email: null, phone: '', currency: 'EUR' });
    expect(validateAgency(values)).toEqual({});
  });

  it('refuses "abc" as a phone number, as the server does', () => {
    expect(validateAgency({ ...agencyToValues(settings), phone: 'abc' })).toEqual({
      phone: { code: 'phone' },
    });
  });

  it("checks the fields with the server's rules", () => {
    const values = {
      ...agencyToValues(settings),
      name: ' ',
      email: 'nope',
      phone: 'a\nb',
      time_zone: 'Mars/Olympus',
    };
    expect(validateAgency(values)).toEqual({
      name: { code: 'required' },
      email: { code: 'email' },
      phone: { code: 'characters' },
      time_zone: { code: 'characters' },
    });
  });
});
