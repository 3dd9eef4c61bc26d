import { actionCaller, type CallOptions, type InputOf } from '@atelier/shared';

/**
 * The public `booking` calls (docs/booking.md): no session is sent, and a failure is shown as
 * such, never replaced by demo data (a visitor must not believe a sample slot is booked).
 */
const call = actionCaller('booking', { demoFallback: false, sendSession: false });

export const getBookingPage = (
  query: InputOf<'booking', 'get_booking_page'>,
  options?: CallOptions,
) => call('get_booking_page', query, options);

export const createBooking = (booking: InputOf<'booking', 'create_booking'>) =>
  call('create_booking', booking);

export const getBooking = (token: string, options?: CallOptions) =>
  call('get_booking', { token }, options);

export const cancelBooking = (token: string) => call('cancel_booking', { token });

export const rescheduleBooking = (token: string, startsAt: string) =>
  call('reschedule_booking', { token, starts_at: startsAt });
