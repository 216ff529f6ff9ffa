import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doctorBookingsBody } from '../../src/shared/schemas/doctor-portal.ts';
import { listDoctorBookings } from '../services/booking/doctor-bookings.ts';
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
};

export default doctorBookingRoutes;
