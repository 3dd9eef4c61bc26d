import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import fr from './locales/fr.json';

/*
 * The calendar's strings load in two parts (`calendar-i18n.ts`): the button's few keys with the
 * admin layout, every other with the dialog's code. A key the button shows but its part lacks
 * would show the key itself until the calendar is first opened: this test reads the sources.
 */
const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

/** The key paths (under `calendar.`) the button's part loads, from its `?keys=` import. */
const BUTTON_PART = (
  read('./calendar-i18n.ts').match(/en\.json\?keys=([\w.,]+)&strings/)?.[1] ?? ''
)
  .split(',')
  .filter(Boolean);

function has(strings: Record<string, unknown>, keyPath: string): boolean {
  let at: unknown = strings;
  for (const step of keyPath.split('.')) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, step)) return false;
    at = (at as Record<string, unknown>)[step];
  }
  return typeof at === 'string';
}

describe("the calendar button's strings", () => {
  it('are all in the part that loads with the layout', () => {
    const used = [...read('./CalendarButton.tsx').matchAll(/\bt\('calendar\.([\w.]+)'\)/g)].map(
      (match) => match[1] as string,
    );
    expect(used.length).toBeGreaterThan(0);
    for (const key of used) {
      expect(BUTTON_PART.some((part) => key === part || key.startsWith(`${part}.`))).toBe(true);
    }
  });

  it('name keys both languages have', () => {
    expect(BUTTON_PART.length).toBeGreaterThan(0);
    for (const key of BUTTON_PART) {
      expect(has(en, key), `en: ${key}`).toBe(true);
      expect(has(fr, key), `fr: ${key}`).toBe(true);
    }
  });
});
