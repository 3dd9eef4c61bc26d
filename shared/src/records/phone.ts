/** What a phone number may be written with: digits, spaces, `+`, `-`, `(`, `)` and `.`. */
const PHONE_CHARACTERS = /^[\d\s+\-().]+$/;

/** How many digits a phone number has, at least and at most. */
export const PHONE_DIGITS = { min: 6, max: 20 } as const;

/**
 * Whether `value` reads as a phone number (a client's, a lead's, a profile's, the agency's): its
 * characters, and 6 to 20 digits among them. The contract's `optionalPhone` and the forms share it.
 */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}
