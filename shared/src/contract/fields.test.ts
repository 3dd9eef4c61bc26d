import { describe, expect, it } from 'vitest';
import { calendarDate, dateOrDateTime, text, textProblem } from './fields';

describe('text', () => {
  const name = text({ what: 'Name' });
  const notes = text({ what: 'Notes', multiline: true });

  it('refuses NUL, other C0 controls, DEL and lone surrogates, naming the field', () => {
    for (const value of ['a\u0000b', 'ring\u0007', '\u001b[31m', 'x\u007f', 'x\ud800', '\udc00y']) {
      const result = name.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^Name must not contain /);
    }
  });

  it('refuses text-direction controls in names, not in other text (issue 35)', () => {
    const personName = text({ what: 'Name', isName: true });
    const controls = [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    ];
    for (const control of controls) {
      const result = personName.safeParse(`Invoice${control}fdp.exe`);
      expect(result.success, control.codePointAt(0)?.toString(16)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Name must not contain text-direction control characters (such as U+202E)',
      );
    }
    // Right-to-left names themselves are welcome.
    expect(personName.safeParse('ليلى عبد الله').success).toBe(true);
    expect(personName.safeParse('דנה לוי').success).toBe(true);
    expect(name.safeParse('a\u202eb').success).toBe(true);
  });

  it('takes tabs and line breaks only in multi-line text', () => {
    expect(notes.safeParse('line one\r\n\tline two').success).toBe(true);
    expect(name.safeParse('Ada\nLovelace').success).toBe(false);
    expect(notes.safeParse('a\u0000b').success).toBe(false);
  });

  it('takes any other text, emoji (surrogate pairs) included', () => {
    expect(name.safeParse('Zoë 🎨 Ñandú — 東京').success).toBe(true);
    expect(textProblem('\u{1F3A8}')).toBeNull();
  });

  it('keeps chaining like z.string()', () => {
    expect(name.trim().max(3).safeParse('  abc ').data).toBe('abc');
  });
});

describe('dates', () => {
  const day = calendarDate('Due date');
  const bound = dateOrDateTime('created_from');

  it('takes real days from 1900-01-01 to 2200-12-31', () => {
    for (const value of ['1900-01-01', '2024-02-29', '2200-12-31']) {
      expect(day.safeParse(value).success, value).toBe(true);
    }
  });

  it('refuses days that do not exist and days out of the range, with a field message', () => {
    expect(day.safeParse('2026-02-30').error?.issues[0]?.message).toBe(
      'Due date must be a date (YYYY-MM-DD)',
    );
    expect(day.safeParse('+275760-09-13').success).toBe(false);
    for (const value of ['0000-01-01', '1899-12-31', '2201-01-01', '9999-12-31']) {
      expect(day.safeParse(value).error?.issues[0]?.message, value).toBe(
        'Due date must be between 1900-01-01 and 2200-12-31',
      );
    }
  });

  it('applies the range to date-times too', () => {
    expect(bound.safeParse('2026-01-15T10:00:00Z').success).toBe(true);
    expect(bound.safeParse('2026-01-15').success).toBe(true);
    expect(bound.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
    expect(bound.safeParse('9999-12-31T23:59:59+02:00').success).toBe(false);
  });
});
