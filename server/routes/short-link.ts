import type { FastifyPluginAsync } from 'fastify';
import { localizePath } from '../../src/shared/i18n/locale.ts';
import { now } from '../services/common/clock.ts';
import { findShortLink, SHORT_CODE } from '../services/reminders/short-links.ts';

/**
 * /l/<code>: a reminder SMS's one short link on our own domain (issue 42). It sends the phone to the
 * one-tap choices page in the message's language; the page reads the choices by the code and
 * tells plainly when it expired. A malformed code goes to the same page, which says the link is not
 * valid (no difference an attacker could count). Never cached; the path stays out of logs.
 */
const shortLinkRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  app.get<{ Params: { code: string } }>(
    '/l/:code',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { hide: true } },
    async (request, reply) => {
      const code = SHORT_CODE.test(request.params.code) ? request.params.code : '';
      const found = code ? await findShortLink(db, code, now()) : null;
      const page = localizePath('/appointment-link', found?.locale ?? request.locale);
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(`${page}?code=${encodeURIComponent(code || 'invalid')}`, 302);
    },
  );
};

export default shortLinkRoutes;
