import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { citySearchQuery, nearestCityQuery } from '../../src/shared/schemas/location.ts';
import { nearestCity, searchCities } from '../services/geocode/cities.ts';
import { locateIp } from '../services/geocode/ip-location.ts';
import { notFound } from '../errors.ts';

const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  /** City suggestions for the search card and address forms (000 §5 place autocomplete). */
  app.get('/cities', { schema: { querystring: citySearchQuery } }, async (request, reply) => {
    const { search, limit, country } = request.query;
    const data = await searchCities(app.database.db, search, limit, country);
    return reply.header('cache-control', 'public, max-age=3600').send({ success: true, data });
  });

  /** Reverse geocoding of a device position to the nearest gazetteer city. */
  app.get('/cities/nearest', { schema: { querystring: nearestCityQuery } }, async (request) => {
    const city = await nearestCity(app.database.db, request.query.latitude, request.query.longitude);
    if (!city) throw notFound('Could not get address for current location.');
    return { success: true, data: city };
  });

  app.get('/ip-location', async (request, reply) => {
    const data = await locateIp(app.database.db, request.ip);
    return reply.header('cache-control', 'private, no-store').send({ success: true, data });
  });
};

export default locationRoutes;
