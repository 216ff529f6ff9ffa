import type { AppointmentData } from '../../../src/shared/schemas/booking.ts';
import type { JobRow } from '../jobs/queue.ts';
import type { ConfigClinic, DoctorForBooking } from './availability-data.ts';

/** What a booking returns; its own file, below booking.ts and booking-notify.ts, which both name it. */
export interface BookingResult {
  appointment: AppointmentData;
  doctor: DoctorForBooking;
  clinic: ConfigClinic | null;
  /**
   * The confirmation messages queued with the booking, claimed by this process: deliverClaimedJobs
   * sends them at once (should the process die first, the queue sends them when their lease lapses).
   */
  jobs?: JobRow[];
}
