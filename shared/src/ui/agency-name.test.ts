import { describe, expect, it } from 'vitest';
import { fillAgencyName } from './agency-name';

describe('fillAgencyName: the agency in a page title', () => {
  it("puts the agency's name in place of {agency}", () => {
    expect(fillAgencyName('Client portal — {agency}', 'Northwind Studio')).toBe(
      'Client portal — Northwind Studio',
    );
    expect(fillAgencyName('Settings — Admin — {agency}', 'Nord & Fils')).toBe(
      'Settings — Admin — Nord & Fils',
    );
  });

  it('leaves the placeholder and its separator out until the name is known', () => {
    expect(fillAgencyName('Client portal — {agency}', null)).toBe('Client portal');
    expect(fillAgencyName('Settings — Admin — {agency}', null)).toBe('Settings — Admin');
  });

  it("leaves i18next's own {{agency}} alone", () => {
    expect(fillAgencyName('{{agency}} in numbers', 'Northwind')).toBe('{{agency}} in numbers');
  });
});
