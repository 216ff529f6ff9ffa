import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingBody } from '../../src/shared/schemas/listing.ts';
import { doctorDetailQuery } from '../../src/shared/schemas/doctor.ts';
import { doctorDetailResponse, listingResponse } from '../../src/shared/schemas/doctor-response.ts';
import { publicRead } from '../plugins/public-read.ts';
import { CATALOG_SCOPE, CATALOG_TTL_MS, CLOCK_FREE_TTL_MS, doctorScope } from '../services/common/read-cache.ts';
import { listDoctors } from '../services/listing/listing.ts';
import { doctorDetail } from '../services/doctor-profile/doctor-detail.ts';

const doctorRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The doctor listing with every filter of 000 §9 (unknown filter values are ignored, wrong types are a 400). */
  publicRead(app, {
    method: 'POST',
    url: '/doctors',
    input: listingBody,
    response: listingResponse,
    policy: 'catalog',
    read: (body) =>
      app.readCache.read({
        key: `listing:${JSON.stringify(body)}`,
        scopes: [CATALOG_SCOPE],
        // Only the "available today / within n days" filter follows the clock: every other listing is exact
        // through the catalog version alone, and is not built again at each new minute.
        ttlMs: body.availability.length ? CATALOG_TTL_MS : CLOCK_FREE_TTL_MS,
        schema: listingResponse,
        load: async () => ({ success: true as const, ...(await listDoctors(app.database.db, body)) }),
      }),
  });

  publicRead(app, {
    method: 'GET',
    url: '/doctor-detail',
    input: doctorDetailQuery,
    response: doctorDetailResponse,
    policy: 'catalog',
    notFound: 'doctor.notFound',
    read: ({ doctor_id: doctorId }) =>
      app.readCache.read({
        key: `detail:${doctorId}`,
        // The reviews' verified-visit marks follow the doctor's appointments.
        scopes: [CATALOG_SCOPE, doctorScope(doctorId)],
        // The profile does not follow the clock (no "available today", no slots): its versions are exact.
        ttlMs: CLOCK_FREE_TTL_MS,
        schema: doctorDetailResponse,
        load: async () => {
          const data = await doctorDetail(app.database.db, doctorId);
          return data ? { success: true as const, data } : null;
        },
      }),
  });
};

export default doctorRoutes;
