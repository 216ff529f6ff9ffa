import type { FastifyRequest } from 'fastify';

/** A Host value we are willing to echo into a link (name or address, optional port). */
const SAFE_HOST = /^[a-z0-9.:[\]-]+$/i;

/**
 * The site's absolute origin for every link we hand out (canonical URLs, sitemap, robots,
 * meeting links, mails): PUBLIC_URL when configured (always in production), else the Host the
 * server was addressed with. `request.host` and `request.protocol` read X-Forwarded-Host/-Proto
 * only from hops TRUST_PROXY trusts (Fastify's trustProxy), so a client cannot pick our links.
 */
export function publicOrigin(request: FastifyRequest): string {
  const configured = request.server.config.PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const host = SAFE_HOST.test(request.host) ? request.host : 'localhost';
  // As a URL writes it: a default port is dropped ('Host: localhost:80' gave FHIR entries a fullUrl of
  // http://localhost:80/… beside self links of http://localhost/…), so one resource has one address.
  try {
    return new URL(`${request.protocol}://${host}`).origin;
  } catch {
    return `${request.protocol}://localhost`;
  }
}
