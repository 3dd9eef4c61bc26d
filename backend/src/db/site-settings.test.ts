import { describe, expect, it } from 'vitest';
import { agencyCurrencyOf, agencyNameOf, agencyTimeZoneOf, settingText } from './site-settings.ts';

describe('a stored setting as every reader takes it', () => {
  it('keeps a usable value', () => {
    expect(agencyNameOf('Studio Nord')).toBe('Studio Nord');
    expect(agencyCurrencyOf('EUR')).toBe('EUR');
    expect(agencyTimeZoneOf('Europe/Paris')).toBe('Europe/Paris');
    expect(settingText('VAT FR 12')).toBe('VAT FR 12');
  });

  it('gives the default for a missing, empty or hand-broken value', () => {
    for (const broken of [undefined, null, '', '   ', 42, { name: 'x' }]) {
      expect(agencyNameOf(broken)).toBe('Atelier');
      expect(settingText(broken)).toBeNull();
    }
    for (const broken of [undefined, '', 'euro', 'ZZZ', 978]) {
      expect(agencyCurrencyOf(broken)).toBe('USD');
    }
    for (const broken of [undefined, '', 'Mars/Olympus', 'GMT+2', 60]) {
      expect(agencyTimeZoneOf(broken)).toBe('UTC');
    }
  });
});
