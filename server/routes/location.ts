import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { citySearchQuery, citySuggestion, ipLocation, nearestCityQuery } from '../../src/shared/schemas/location.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { nearestCity, searchCities } from '../services/geocode/cities.ts';
import { locateIp } from '../services/geocode/ip-location.ts';
import { notFound } from '../errors.ts';

const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  /** City suggestions for the search card and address forms (000 §5 place autocomplete). */
  app.get('/cities', { schema: { querystring: citySearchQuery, response: { 200: ok(z.array(citySuggestion)) } } }, async (request, reply) => {
    const { search, limit, country } = request.query;
    const data = await searchCities(app.database.db, search, limit, country);
    return reply.header('cache-control', 'public, max-age=3600').send({ success: true as const, data });
  });

  /** Reverse geocoding of a device position to the nearest gazetteer city. */
  app.get('/cities/nearest', { schema: { querystring: nearestCityQuery, response: { 200: ok(citySuggestion) } } }, async (request) => {
    const city = await nearestCity(app.database.db, request.query.latitude, request.query.longitude);
    if (!city) throw notFound('Could not get address for current location.');
    return { success: true as const, data: city };
  });

  app.get('/ip-location', { schema: { response: { 200: ok(ipLocation) } } }, async (request, reply) => {
    const data = await locateIp(app.database.db, request.ip);
    return reply.header('cache-control', 'private, no-store').send({ success: true as const, data });
  });
};

export default locationRoutes;
