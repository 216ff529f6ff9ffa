import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingBody } from '../../src/shared/schemas/listing.ts';
import { doctorDetailQuery } from '../../src/shared/schemas/doctor.ts';
import { doctorDetailResponse, listingResponse } from '../../src/shared/schemas/doctor-response.ts';
import { t } from '../../src/shared/i18n/format.ts';
import { notFound } from '../errors.ts';
import { listDoctors } from '../services/listing/listing.ts';
import { doctorDetail } from '../services/doctor-profile/doctor-detail.ts';

const doctorRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The doctor listing with every filter of 000 §9 (unknown filter values are ignored, wrong types are a 400). */
  app.post('/doctors', { schema: { body: listingBody, response: { 200: listingResponse } } }, async (request) => {
    const result = await listDoctors(app.database.db, request.body);
    return { success: true as const, ...result };
  });

  app.get('/doctor-detail', { schema: { querystring: doctorDetailQuery, response: { 200: doctorDetailResponse } } }, async (request) => {
    const data = await doctorDetail(app.database.db, request.query.doctor_id);
    if (!data) throw notFound(t('doctor.notFound'));
    return { success: true as const, data };
  });
};

export default doctorRoutes;
