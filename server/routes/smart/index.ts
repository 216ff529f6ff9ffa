/**
 * SMART App Launch, standalone patient launch (issue 39): discovery, the authorization pages and the
 * token exchange. The access token works on /fhir (plugins/smart-auth.ts). Hand-written rather than an
 * OAuth server library: the flow is one grant (authorization code + PKCE S256, public clients), the
 * sign-in must be the product's own one-time code and session, and codes and tokens live in our
 * database like sessions do; @node-oauth/oauth2-server or oidc-provider would bring their own login,
 * storage model and an OpenID Provider we do not need (no id_token: openid/fhirUser are not offered).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicOrigin } from '../../services/seo/public-origin.ts';
import { smartConfiguration } from '../../services/smart/discovery.ts';
import smartAuthorizeRoutes from './authorize.ts';
import smartTokenRoutes from './token.ts';

const configuration = z.object({
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  grant_types_supported: z.array(z.string()),
  response_types_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  scopes_supported: z.array(z.string()),
  code_challenge_methods_supported: z.array(z.string()),
  capabilities: z.array(z.string()),
});

/** Form bodies (the token request, the authorize pages' forms): every field a string, a repeated one a list. */
function formFields(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const known = fields[name];
    fields[name] = known === undefined ? value : ([] as string[]).concat(known, value);
  }
  return fields;
}

const smartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, formFields(body as string));
  });

  for (const url of ['/.well-known/smart-configuration', '/fhir/.well-known/smart-configuration']) {
    app.get(url, { schema: { response: { 200: configuration } } }, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300').header('access-control-allow-origin', '*');
      return smartConfiguration(publicOrigin(request));
    });
  }

  await app.register(smartAuthorizeRoutes);
  await app.register(smartTokenRoutes);
};

export default smartRoutes;
