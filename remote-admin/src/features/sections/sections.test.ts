import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { SECTION_KEYS, SECTIONS } from './sections';

describe('admin sections', () => {
  it('each have a title, a purpose and an empty state in the translations', () => {
    for (const key of SECTION_KEYS) {
      const texts = en.sections[key];
      expect(texts.title, key).toBeTruthy();
      expect(texts.description, key).toBeTruthy();
      expect(texts.emptyTitle, key).toBeTruthy();
      expect(texts.emptyDescription, key).toBeTruthy();
    }
  });

  it('have an action label exactly when they have an action link', () => {
    for (const key of SECTION_KEYS) {
      const texts: Record<string, string> = en.sections[key];
      expect('action' in texts, key).toBe(SECTIONS[key].actionTo !== undefined);
    }
  });
});
