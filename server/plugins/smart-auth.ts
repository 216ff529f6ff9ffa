/**
 * SMART access tokens on /fhir (issue 39), beside the product's session tokens: a `smart.` Bearer
 * token the auth plugin does not know is resolved here, and the request may then do only what the
 * token's scopes grant (scopes.ts `permissionFor`): a missing permission is a 403 OperationOutcome
 * with `WWW-Authenticate: Bearer error="insufficient_scope"` (RFC 6750 §3.1). Nowhere else (/api, the
 * pages) does a SMART token sign anyone in.
 */
import fp from 'fastify-plugin';
import { t } from '../../src/shared/i18n/format.ts';
import { forbidden } from '../errors.ts';
import { isSmartToken, resolveSmartToken } from '../services/smart/grants.ts';
import { permissionFor, type Permission } from '../services/smart/scopes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The SMART app's grant when the caller used a SMART access token (null otherwise). */
    smart: { permissions: Permission[]; clientId: string } | null;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('smart', null);
    app.addHook('onRequest', async (request, reply) => {
      if (request.auth || !request.url.startsWith('/fhir/')) return;
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return;
      const token = header.slice(7).trim();
      if (!isSmartToken(token)) return;
      const resolved = await resolveSmartToken(app.database.db, token);
      if (!resolved) return; // the route's guard answers 401 with error="invalid_token"
      request.auth = resolved.auth;
      request.smart = { permissions: resolved.permissions, clientId: resolved.clientId };
      const needed = permissionFor(request.method, request.routeOptions.url);
      if (needed && !resolved.permissions.includes(needed)) {
        const scope = `patient/Appointment.${needed}`;
        reply.header('www-authenticate', `Bearer realm="MedBook", error="insufficient_scope", scope="${scope}"`);
        throw forbidden(t('smart.insufficientScope', { scope }));
      }
    });
  },
  { name: 'smart-auth', dependencies: ['auth'] },
);
