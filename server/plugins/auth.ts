/**
 * Sessions for every route (DESIGN §4).
 *
 * - `request.auth` is `{ userId, role, sessionId, doctorId } | null`: the caller
 *   of an /api request, resolved once per request from `Authorization: Bearer
 *   <token>` or the `mb_session` cookie. Requests without a token never touch
 *   the database.
 * - Guard routes with the preHandlers exported here:
 *     app.post('/x', { preValidation: requireAuth() }, …)             // 401 when signed out
 *     app.post('/y', { preValidation: requireRole('doctor') }, …)     // 401, or 403 for other roles
 *   and read `request.auth!.userId` / `request.auth!.doctorId` in the handler.
 * - `startSession(request, reply, userId)` signs a user in: sets the cookie and
 *   returns the token for the response body, or undefined when the client asked
 *   for cookie transport (`X-Session-Transport: cookie`, the web app).
 * - CSRF: the cookie is SameSite=Lax; on top of that a state-changing request
 *   authenticated by the cookie is refused (403) when its Origin header names
 *   another host. Bearer requests are not affected (a browser never adds them).
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { SESSION_COOKIE, SESSION_DAYS } from '../../src/shared/constants.ts';
import { t } from '../../src/shared/i18n/format.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { createSession, resolveSession, type RequestAuth, type Role } from '../services/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

export type { RequestAuth, Role };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function readToken(request: FastifyRequest): { token: string; source: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, source: 'bearer' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

function crossOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    const host = new URL(origin).host;
    if (host === request.host) return false;
    // Behind a proxy that does not forward Host, the public address is PUBLIC_URL.
    const publicUrl = request.server.config.PUBLIC_URL;
    return !publicUrl || host !== new URL(publicUrl).host;
  } catch {
    return true; // "null" or garbage: not our page
  }
}

export function cookieOptions(request: FastifyRequest) {
  const local = LOCAL_HOSTS.has(request.hostname);
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: request.protocol === 'https' || (request.server.config.isProduction && !local),
  };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: SESSION_DAYS * 24 * 3600 });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

/** True when the client wants the session only as the HttpOnly cookie (the web app). */
export const wantsCookieOnly = (request: FastifyRequest) =>
  String(request.headers['x-session-transport'] ?? '').toLowerCase() === 'cookie';

/** Creates a session for `userId`, sets the cookie; returns the token unless cookie transport was asked for. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<string | undefined> {
  const { token } = await createSession(request.server.database.db, userId, request.headers['user-agent']);
  setSessionCookie(request, reply, token);
  return wantsCookieOnly(request) ? undefined : token;
}

/**
 * Who a guard lets through, by the guard function itself: the OpenAPI document (plugins/openapi.ts)
 * reads it to list a route's sign-in requirement and its 401/403 answers.
 */
export const guardRoles = new WeakMap<object, readonly string[]>();

export function markGuard<T extends object>(guard: T, roles: readonly string[]): T {
  guardRoles.set(guard, roles);
  return guard;
}

/** preValidation: 401 unless signed in. */
export function requireAuth(): preValidationAsyncHookHandler {
  return markGuard(async (request) => {
    if (!request.auth) throw unauthorized(t('auth.unauthenticated'));
  }, ['signed in']);
}

/** preValidation: 401 unless signed in, 403 unless the session's role is one of `roles`. */
export function requireRole(...roles: Role[]): preValidationAsyncHookHandler {
  return markGuard(async (request) => {
    if (!request.auth) throw unauthorized(t('auth.unauthenticated'));
    if (!roles.includes(request.auth.role)) throw forbidden(t('auth.forbidden'));
  }, roles);
}

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request, reply) => {
      // FHIR clients (routes/fhir) sign in with the same Bearer token.
      if (!request.url.startsWith('/api/') && !request.url.startsWith('/fhir/')) return;
      const found = readToken(request);
      if (!found) return;
      if (found.source === 'cookie' && !SAFE_METHODS.has(request.method) && crossOrigin(request)) {
        throw forbidden(t('auth.forbidden'));
      }
      const resolved = await resolveSession(app.database.db, found.token);
      if (!resolved) {
        // A dead cookie is dropped so the browser stops sending it.
        if (found.source === 'cookie') clearSessionCookie(request, reply);
        return;
      }
      request.auth = resolved.auth;
      if (resolved.extended && found.source === 'cookie') setSessionCookie(request, reply, found.token);
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);
