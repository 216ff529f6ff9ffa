import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doctorBookingItem, doctorBookingsBody } from '../../src/shared/schemas/doctor-bookings.ts';
import { doctorDayResponse } from '../../src/shared/schemas/doctor-day.ts';
import { paginated } from '../../src/shared/schemas/envelope.ts';
import { listDoctorBookings } from '../services/booking/doctor-bookings.ts';
import { doctorDay } from '../services/booking/doctor-day.ts';
import { now } from '../services/common/clock.ts';
import { requireVerifiedDoctor } from './doctor-common.ts';

/** The doctor's Booking List (001 §2, §7); status changes go through POST /api/change-appointment-status. */
const doctorBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/doctor/my-appointments', { preValidation: requireVerifiedDoctor(), schema: { body: doctorBookingsBody, response: { 200: paginated(doctorBookingItem) } } }, async (request, reply) => {
    const page = await listDoctorBookings(app.database.db, request.auth!.doctorId!, request.body);
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, ...page };
  });

  // The portal's dashboard: today's and tomorrow's bookings and the week's no-show rate (issue 19).
  app.get('/doctor/day', { preValidation: requireVerifiedDoctor(), schema: { response: { 200: doctorDayResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: await doctorDay(app.database.db, request.auth!.doctorId!, now()) };
  });
};

export default doctorBookingRoutes;
