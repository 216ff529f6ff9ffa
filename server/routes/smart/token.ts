/**
 * POST /oauth/token (issue 39): the code → access token exchange of a public SMART app
 * (application/x-www-form-urlencoded; RFC 6749 §4.1.3, PKCE RFC 7636). Failures are RFC 6749 §5.2
 * JSON with `error_description` in the caller's language (Accept-Language). Never cached, callable
 * from a browser app (CORS: any origin; no cookie is read).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessageKey } from '../../../src/shared/i18n/en.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { DEFAULT_LOCALE, negotiateLocale } from '../../../src/shared/i18n/locale.ts';
import { redeemAuthorizationCode, VERIFIER_SHAPE } from '../../services/smart/grants.ts';

export const oauthError = z.object({
  error: z.enum(['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type']),
  error_description: z.string(),
});
export const tokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
  patient: z.string(),
});

type OAuthError = z.infer<typeof oauthError>['error'];

function noStore(reply: FastifyReply) {
  return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').header('access-control-allow-origin', '*');
}

const smartTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  // The per-minute limit of /api and /fhir (whose global limit lists only those paths).
  const limit = { rateLimit: { max: app.config.RATE_LIMIT_MAX, timeWindow: '1 minute', allowList: () => false } };

  app.options('/oauth/token', async (_request, reply) =>
    noStore(reply).header('access-control-allow-methods', 'POST').header('access-control-allow-headers', 'content-type, accept').header('access-control-max-age', '600').code(204).send(),
  );

  app.post(
    '/oauth/token',
    {
      config: limit,
      schema: { response: { 200: tokenAnswer, 400: oauthError, 401: oauthError } },
      // Fastify's own refusals (an unreadable or oversized body, another content type) in OAuth's words too.
      errorHandler: (error, request, reply) => {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status >= 500) {
          request.log.error({ err: error }, 'token request failed');
          return noStore(reply).code(500).type('application/json').send(JSON.stringify({ error: 'server_error' }));
        }
        const locale = negotiateLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
        if (status === 429) {
          return noStore(reply).code(429).type('application/json').send(JSON.stringify({ error: 'invalid_request', error_description: t('common.tooManyRequests', undefined, locale) }));
        }
        return noStore(reply).code(400).send({ error: 'invalid_request', error_description: t('smart.token.badBody', undefined, locale) });
      },
    },
    async (request, reply) => {
      noStore(reply);
      const locale = negotiateLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
      const fail = (status: 400 | 401, error: OAuthError, key: MessageKey, params?: Record<string, string>) =>
        reply.code(status).send({ error, error_description: t(key, params, locale) });
      if (!String(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) return fail(400, 'invalid_request', 'smart.token.badBody');
      const body = (request.body ?? {}) as Record<string, unknown>;
      // A repeated parameter is an array here: refused like a missing one (RFC 6749 §3.2).
      const field = (name: string, max: number) => (typeof body[name] === 'string' && (body[name] as string).length <= max ? (body[name] as string) : '');
      const missing = (name: string) => fail(400, 'invalid_request', 'smart.token.missing', { name });

      const grantType = field('grant_type', 100);
      if (!grantType) return missing('grant_type');
      if (grantType !== 'authorization_code') return fail(400, 'unsupported_grant_type', 'smart.token.unsupportedGrant');
      const clientId = field('client_id', 100);
      if (!clientId) return missing('client_id');
      if (!app.config.smartClients.some((client) => client.clientId === clientId)) return fail(401, 'invalid_client', 'smart.token.unknownClient');
      const code = field('code', 200);
      if (!/^[A-Za-z0-9_-]{43}$/.test(code)) return missing('code');
      const redirectUri = field('redirect_uri', 500);
      if (!redirectUri) return missing('redirect_uri');
      const codeVerifier = field('code_verifier', 128);
      if (!VERIFIER_SHAPE.test(codeVerifier)) return missing('code_verifier');

      const result = await redeemAuthorizationCode(app.database.db, { code, clientId, redirectUri, codeVerifier }, request.headers['user-agent']);
      if (!result.ok) {
        // Why, for operators; never the code or the verifier.
        request.log.info({ reason: result.reason, clientId }, 'SMART code refused');
        return fail(400, 'invalid_grant', 'smart.token.invalidGrant');
      }
      return { access_token: result.accessToken, token_type: 'Bearer' as const, expires_in: result.expiresIn, scope: result.scope, patient: result.patient };
    },
  );
};

export default smartTokenRoutes;
