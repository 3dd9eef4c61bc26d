import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { PORTAL_SECTIONS } from './portal-sections';

describe('portal sections', () => {
  it('are the four a client follows, in order', () => {
    expect(PORTAL_SECTIONS.map((section) => en.home.sections[section].title)).toEqual([
      'Projects',
      'Proposals',
      'Contracts to sign',
      'Invoices',
    ]);
  });

  it('each say, in every language, that nothing is there yet', () => {
    for (const section of PORTAL_SECTIONS) {
      expect(en.home.sections[section].empty, section).toBeTruthy();
      expect(fr.home.sections[section].empty, section).toBeTruthy();
    }
  });
});
