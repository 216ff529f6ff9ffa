import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doctorBookingsBody } from '../../src/shared/schemas/doctor-portal.ts';
import { doctorDayResponse } from '../../src/shared/schemas/doctor-day.ts';
import { listDoctorBookings } from '../services/booking/doctor-bookings.ts';
import { doctorDay } from '../services/booking/doctor-day.ts';
import { now } from '../services/common/clock.ts';
import { requireVerifiedDoctor } from './doctor-common.ts';
import { parseInput } from './patient-validate.ts';

/** The doctor's Booking List (001 §2, §7); status changes go through POST /api/change-appointment-status. */
const doctorBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/doctor/my-appointments', { preHandler: requireVerifiedDoctor() }, async (request, reply) => {
    const filter = parseInput(doctorBookingsBody, request.body);
    const page = await listDoctorBookings(app.database.db, request.auth!.doctorId!, filter);
    reply.header('cache-control', 'private, no-store');
    return { success: true, ...page };
  });

  // The portal's dashboard: today's and tomorrow's bookings and the week's no-show rate (issue 19).
  app.get('/doctor/day', { preHandler: requireVerifiedDoctor(), schema: { response: { 200: doctorDayResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: await doctorDay(app.database.db, request.auth!.doctorId!, now()) };
  });
};

export default doctorBookingRoutes;
