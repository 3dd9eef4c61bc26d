import { booking as bookingActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import {
  cancelBooking,
  createBooking,
  getBooking,
  getBookingPage,
  rescheduleBooking,
} from './public-actions.ts';
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
