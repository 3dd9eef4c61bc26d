import { actionCaller } from '@atelier/shared';

/**
 * The public `booking` calls (docs/booking.md): no session is sent, and a failure is shown as
 * such, never replaced by demo data (a visitor must not believe a sample slot is booked).
 */
export const callBooking = actionCaller('booking', { demoFallback: false, sendSession: false });
