import { booking as bookingActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { getBookingPage } from './booking-page.ts';
import { createBooking } from './create-booking.ts';
import { cancelBooking, getBooking, rescheduleBooking } from './manage-booking.ts';
import { getBookingSettings, saveBookingSettings } from './settings-actions.ts';

/** `POST /functions/v1/booking`; the contract is in docs/booking.md. */
export const booking = defineFunction(bookingActions, {
  get_booking_page: getBookingPage,
  create_booking: createBooking,
  get_booking: getBooking,
  cancel_booking: cancelBooking,
  reschedule_booking: rescheduleBooking,
  get_booking_settings: getBookingSettings,
  save_booking_settings: saveBookingSettings,
});
