import { createBookingInput } from '@atelier/shared/contract';
import { checkEmail, checkField, collectErrors, type FieldErrors } from '../../common/validators';

export type BookingField = 'name' | 'email' | 'message';
export type BookingFormValues = Record<BookingField, string>;

const fields = createBookingInput.shape;

/** The booking form's rules: `create_booking`'s own fields. Loaded, with Zod, on first use. */
export function validateBooking(values: BookingFormValues): FieldErrors<BookingField> {
  return collectErrors<BookingField>({
    name: checkField(fields.name, values.name),
    email: checkEmail(values.email),
    message: checkField(fields.message, values.message),
  });
}
