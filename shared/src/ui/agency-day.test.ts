import { afterEach, describe, expect, it } from 'vitest';
import { agencyToday, dayIn, setAgencyTimeZone } from './date-range';

// 23:30 UTC on 22 November: already the 23rd in Kiritimati (UTC+14), still the 22nd in Pago Pago.
const lateEvening = new Date('2026-11-22T23:30:00Z');

afterEach(() => setAgencyTimeZone(undefined));

describe("the agency's day in the browser", () => {
  it('is the calendar day in the given zone', () => {
    expect(dayIn('Pacific/Kiritimati', lateEvening)).toBe('2026-11-23');
    expect(dayIn('Pacific/Pago_Pago', lateEvening)).toBe('2026-11-22');
    expect(dayIn('UTC', lateEvening)).toBe('2026-11-22');
  });

  it('falls back to the UTC day for a zone the browser does not know', () => {
    expect(dayIn('Mars/Olympus_Mons', lateEvening)).toBe('2026-11-22');
  });

  it("follows the agency's zone once the settings set it", () => {
    setAgencyTimeZone('Pacific/Kiritimati');
    expect(agencyToday(lateEvening)).toBe('2026-11-23');
    setAgencyTimeZone('Pacific/Pago_Pago');
    expect(agencyToday(lateEvening)).toBe('2026-11-22');
  });
});
