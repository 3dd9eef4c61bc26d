import {
  bookingAnswer,
  bookingPageAnswer,
  bookingSettingsAnswer,
  bookingTokenInput,
  createBookingAnswer,
  createBookingInput,
  getBookingAnswer,
  getBookingPageInput,
  getBookingSettingsInput,
  rescheduleBookingInput,
  saveBookingSettingsInput,
} from '../booking';
import { defineActions } from './define';

/** `POST /functions/v1/booking`: the public booking page and its settings (docs/booking.md). */
export const booking = defineActions('booking', {
  /** The active meeting types and one's open slots, in UTC, for the visitor to word. */
  get_booking_page: { access: 'public', input: getBookingPageInput, output: bookingPageAnswer },
  /**
   * Books a slot (rate-limited per IP). 400 with a field message for a slot that is not open by
   * the rules; 409 `starts_at` "This time is no longer available" when it is taken.
   */
  create_booking: { access: 'public', input: createBookingInput, output: createBookingAnswer },
  /** By the manage link's token; an unknown token answers 404. */
  get_booking: { access: 'public', input: bookingTokenInput, output: getBookingAnswer },
  /** Cancels (idempotent) and frees the slot. */
  cancel_booking: { access: 'public', input: bookingTokenInput, output: bookingAnswer },
  /** Moves a confirmed booking to another open slot (same checks as create_booking). */
  reschedule_booking: { access: 'public', input: rescheduleBookingInput, output: bookingAnswer },
  get_booking_settings: {
    access: 'admin',
    input: getBookingSettingsInput,
    output: bookingSettingsAnswer,
  },
  save_booking_settings: {
    access: 'admin',
    input: saveBookingSettingsInput,
    output: bookingSettingsAnswer,
  },
});
