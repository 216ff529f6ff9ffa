/**
 * GET and POST /oauth/authorize (issue 39): the SMART standalone launch's authorization step. The app
 * sends the patient here; the page checks the client and its redirect URI (an error page, never a
 * redirect, when either is not registered), then signs the patient in with the product's one-time code
 * (send → code → a MedBook session, as verify-otp opens) and asks them to allow or deny what the app
 * asked for. Allow redirects with a single-use code and the app's state; Deny with error=access_denied.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEVICE_COOKIE, DEVICE_DAYS, OTP_TTL_MINUTES, SESSION_COOKIE } from '../../../src/shared/constants.ts';
import { DEFAULT_LOCALE, isLocale, negotiateLocale, type Locale } from '../../../src/shared/i18n/locale.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { AppError } from '../../errors.ts';
import { cookieOptions, setSessionCookie } from '../../plugins/auth.ts';
import { withLocale } from '../../plugins/locale.ts';
import { accountOfAddress, notifyBudgetSpent } from '../../services/auth/otp-budget.ts';
import { normalizeIdentifier } from '../../services/auth/otp-identifier.ts';
import { checkCode, issueCode } from '../../services/auth/otp.ts';
import { findOrCreateVerifiedUser, findUserById, findVerifiedUser } from '../../services/auth/session-users.ts';
import { createSession, resolveSession } from '../../services/auth/sessions.ts';
import { deviceAfterSignIn, requestDevice, trustedDeviceFor } from '../../services/auth/trusted-device.ts';
import { sendMessage } from '../../services/messaging/send-message.ts';
import { publicOrigin } from '../../services/seo/public-origin.ts';
import { csrfMatches, csrfToken, openRequest, redirectWith, sealRequest, type AuthorizeRequest } from '../../services/smart/authorize-request.ts';
import { registeredClient, type SmartClient } from '../../services/smart/clients.ts';
import { CHALLENGE_SHAPE, issueAuthorizationCode } from '../../services/smart/grants.ts';
import { codePage, consentPage, errorPage, signInPage, type PageOptions } from '../../services/smart/pages.ts';
import { grantable, scopeString } from '../../services/smart/scopes.ts';

/** The longest `state` we echo back (apps send a random value of a few dozen characters). */
export const MAX_STATE = 500;
const MAX_SCOPE = 1000;
const email = z.email().max(200);

/** The page's language: the app's `ui_locales` (OpenID Connect), else Accept-Language, else English. */
function pageLocale(uiLocales: unknown, acceptLanguage: string | undefined): Locale {
  const asked = typeof uiLocales === 'string' ? uiLocales.slice(0, 100).split(' ').map((tag) => tag.split('-')[0]!.toLowerCase()).find(isLocale) : undefined;
  return asked ?? negotiateLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** Our pages post only to ourselves, and the redirect after a post only to the app's registered address. */
function contentSecurityPolicy(redirectUri?: string): string {
  let target = '';
  if (redirectUri) {
    const url = new URL(redirectUri);
    target = ` ${url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol}`;
  }
  return `default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'${target}`;
}

/**
 * The Arabic and Devanagari faces (server/plugins/spa.ts), for a device with no font of its own for
 * the script: declared in the page's style, and the page language's files preloaded so its text is
 * laid out in them from the start.
 */
function withScriptFonts(reply: FastifyReply, body: string): string {
  const locale = /<html lang="(\w+)"/.exec(body)?.[1] as Locale | undefined;
  const preload = (locale && reply.server.scriptFontPreloads?.[locale]) || '';
  return body.replace('<style>', `${preload}<style>`).replace('</style>', `${reply.server.scriptFontFaces ?? ''}</style>`);
}

function html(reply: FastifyReply, status: number, body: string, redirectUri?: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    // same-origin, not no-referrer: under no-referrer Chromium sends `Origin: null` with the page's own
    // form posts, which the cross-site check below must refuse. The app (another origin) gets no Referer.
    .header('referrer-policy', 'same-origin')
    .header('content-security-policy', contentSecurityPolicy(redirectUri))
    // The Arabic and Devanagari faces, for a device with no font of its own for the script (spa.ts).
    .send(withScriptFonts(reply, body));
}

/** A form posted from another site's page (Origin names another host) is not the patient's. */
function crossOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    const host = new URL(origin).host;
    const configured = request.server.config.PUBLIC_URL;
    return host !== request.host && (!configured || host !== new URL(configured).host);
  } catch {
    return true;
  }
}

const smartAuthorizeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const clients = () => app.config.smartClients;
  // The limits of /api and /fhir (the global limit lists only those paths): per client address a minute,
  // and for code requests the hourly OTP_SEND_IP_LIMIT of send-otp (a bucket of its own).
  const limit = { rateLimit: { max: app.config.RATE_LIMIT_MAX, timeWindow: '1 minute', allowList: () => false } };
  const sendLimit = { rateLimit: { max: app.config.OTP_SEND_IP_LIMIT, timeWindow: '1 hour', allowList: () => false } };
  /** Failures outside the flow (a rate limit, an unreadable form, a fault) as a page too. */
  const errorHandler = (error: Error, request: FastifyRequest, reply: FastifyReply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const locale = pageLocale(undefined, request.headers['accept-language']);
    if (status >= 500) request.log.error({ err: error }, 'authorize page failed');
    const key = status === 429 ? 'common.tooManyRequests' : status >= 500 ? 'common.serverError' : 'smart.error.expired';
    return html(reply, status >= 500 ? 500 : status, errorPage(locale, key));
  };

  /** The signed-in patient of this browser (the MedBook session cookie), if any; `other` for another role. */
  async function patientOf(request: FastifyRequest) {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const resolved = await resolveSession(db, token);
    if (!resolved) return null;
    if (resolved.auth.role !== 'user') return 'other' as const;
    const user = await findUserById(db, resolved.auth.userId);
    if (!user) return null;
    return { userId: user.id, sessionId: resolved.auth.sessionId, who: user.email ?? [user.countryCode, user.phone].filter(Boolean).join(' ') };
  }

  /** Consent when a patient is signed in in this browser, else the sign-in form. */
  async function signInOrConsent(request: FastifyRequest, reply: FastifyReply, sealed: string, authorize: AuthorizeRequest, client: SmartClient, languageLinks?: PageOptions['languageLinks']) {
    const patient = await patientOf(request);
    if (!patient || patient === 'other') {
      return html(reply, 200, signInPage(authorize.locale, { app: client.name, request: sealed, notPatient: patient === 'other' }, languageLinks));
    }
    const secret = await app.otpSecret();
    const csrf = csrfToken(secret, patient.sessionId, sealed);
    return html(reply, 200, consentPage(authorize.locale, { app: client.name, who: patient.who, granted: grantable(authorize.scope), request: sealed, csrf }, languageLinks), authorize.redirectUri);
  }

  app.get('/oauth/authorize', { config: limit, errorHandler }, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const locale = pageLocale(query.ui_locales, request.headers['accept-language']);
    const client = registeredClient(clients(), query.client_id, query.redirect_uri);
    if (!client) return html(reply, 400, errorPage(locale, 'smart.error.unknownClient'));
    const redirectUri = query.redirect_uri as string;
    const state = query.state ?? '';
    if (typeof state !== 'string' || state.length > MAX_STATE) return html(reply, 400, errorPage(locale, 'smart.error.tooLong'));
    // From here on the redirect URI is the app's own: errors go back to it (RFC 6749 §4.1.2.1).
    const refuse = (error: string) => reply.code(302).header('cache-control', 'no-store').header('location', redirectWith(redirectUri, { error, state })).send();
    if (query.response_type !== 'code') return refuse('unsupported_response_type');
    if (query.code_challenge_method !== 'S256' || typeof query.code_challenge !== 'string' || !CHALLENGE_SHAPE.test(query.code_challenge)) return refuse('invalid_request');
    // The app must name the FHIR server it means (SMART's aud), so a token is never sent to the wrong one.
    const base = `${publicOrigin(request)}/fhir`;
    if (typeof query.aud !== 'string' || query.aud.replace(/\/+$/, '') !== base) return refuse('invalid_request');
    if (typeof query.scope !== 'string' || query.scope.length > MAX_SCOPE) return refuse('invalid_scope');
    const granted = grantable(query.scope);
    if (!granted.permissions.length) return refuse('invalid_scope');
    const authorize: AuthorizeRequest = { clientId: client.clientId, redirectUri, scope: scopeString(granted), state, codeChallenge: query.code_challenge, locale };
    const sealed = sealRequest(await app.otpSecret(), authorize);
    const languageLinks = (code: Locale) => {
      const url = new URL(request.url, 'http://localhost');
      url.searchParams.set('ui_locales', code);
      return `${url.pathname}${url.search}`;
    };
    return signInOrConsent(request, reply, sealed, authorize, client, languageLinks);
  });

  app.post('/oauth/authorize/send', { config: sendLimit, errorHandler }, (request, reply) => answerForm(request, reply, 'send'));
  app.post('/oauth/authorize', { config: limit, errorHandler }, (request, reply) => answerForm(request, reply, 'next'));

  /** The forms' answers: `send` (the sign-in form, its own URL for its hourly limit), else the code and the consent. */
  async function answerForm(request: FastifyRequest, reply: FastifyReply, route: 'send' | 'next') {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const fallback = pageLocale(undefined, request.headers['accept-language']);
    const secret = await app.otpSecret();
    const sealed = body.request;
    const authorize = openRequest(secret, sealed);
    if (!authorize || typeof sealed !== 'string') return html(reply, 400, errorPage(fallback, 'smart.error.expired'));
    const { locale } = authorize;
    const client = registeredClient(clients(), authorize.clientId, authorize.redirectUri);
    if (!client) return html(reply, 400, errorPage(locale, 'smart.error.unknownClient'));
    if (crossOrigin(request)) return html(reply, 403, errorPage(locale, 'smart.error.forbidden'));
    const text = (name: string, max: number) => (typeof body[name] === 'string' && (body[name] as string).length <= max ? (body[name] as string).trim() : '');

    // The code's mail, its errors and the pages are all in the page's language.
    return withLocale(locale, async () => {
      const step = route === 'send' ? 'send' : body.step === 'send' ? undefined : body.step;
      switch (step) {
        case 'send': {
          const address = text('email', 200).replace(/\s+/g, '');
          if (!email.safeParse(address).success) {
            return html(reply, 400, signInPage(locale, { app: client.name, request: sealed, email: address, error: t('smart.signIn.invalidEmail') }));
          }
          const identifier = normalizeIdentifier('email', address);
          const device = requestDevice(request, secret);
          const deviceId = device ? trustedDeviceFor(device, (await accountOfAddress(db, 'login_user', identifier, 'email'))?.id) : null;
          try {
            const { ref, code } = await issueCode(db, secret, {
              identifier, channel: 'email', purpose: 'login_user', ip: request.ip, maxSendsPerHour: app.config.OTP_SENDS_PER_HOUR,
              resendSeconds: app.config.otpResendSeconds, deviceId,
            });
            await sendMessage(app, { channel: 'email', to: identifier, subject: t('auth.codeMessage.subject'), body: t('auth.codeMessage.body', { code, minutes: OTP_TTL_MINUTES }), code });
            return html(reply, 200, codePage(locale, { request: sealed, email: identifier, ref }));
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            return html(reply, error.statusCode, signInPage(locale, { app: client.name, request: sealed, email: address, error: error.message }));
          }
        }
        case 'verify': {
          const ref = text('ref', 64);
          const code = text('code', 10);
          const shown = text('email', 200);
          if (!ref || !/^\d{4}$/.test(code)) return html(reply, 400, codePage(locale, { request: sealed, email: shown, ref, error: t('smart.code.invalid') }));
          let proven: Awaited<ReturnType<typeof checkCode>>;
          try {
            proven = await checkCode(db, secret, { ref, purpose: 'login_user', channel: 'email', code, deviceId: requestDevice(request, secret)?.id ?? null }, {
              onBudgetSpent: (key, resetsAt) => notifyBudgetSpent(app, key, resetsAt),
            });
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            return html(reply, error.statusCode, codePage(locale, { request: sealed, email: shown, ref, error: error.message }));
          }
          // An admin's address opens the admin account (as verify-otp does), which cannot grant patient access.
          if (await findVerifiedUser(db, 'admin', proven.identifier, proven.channel)) {
            return html(reply, 403, signInPage(locale, { app: client.name, request: sealed, notPatient: true }));
          }
          const { user } = await findOrCreateVerifiedUser(db, 'user', proven.identifier, proven.channel);
          // The patient is now signed in to MedBook in this browser too, as the app's own sign-in leaves them.
          const { token, sessionId } = await createSession(db, user.id, request.headers['user-agent']);
          setSessionCookie(request, reply, token);
          reply.setCookie(DEVICE_COOKIE, deviceAfterSignIn(secret, requestDevice(request, secret), user.id), { ...cookieOptions(request), maxAge: DEVICE_DAYS * 24 * 3600 });
          const csrf = csrfToken(secret, sessionId, sealed);
          const who = user.email ?? proven.identifier;
          return html(reply, 200, consentPage(locale, { app: client.name, who, granted: grantable(authorize.scope), request: sealed, csrf }), authorize.redirectUri);
        }
        case 'approve':
        case 'deny': {
          const patient = await patientOf(request);
          if (!patient || patient === 'other') return html(reply, 200, signInPage(locale, { app: client.name, request: sealed, notPatient: patient === 'other' }));
          if (!csrfMatches(secret, patient.sessionId, sealed, body.csrf)) return html(reply, 403, errorPage(locale, 'smart.error.forbidden'));
          const answer: Record<string, string> = body.step === 'deny'
            ? { error: 'access_denied', state: authorize.state }
            : {
                code: await issueAuthorizationCode(db, {
                  clientId: client.clientId, userId: patient.userId, redirectUri: authorize.redirectUri, scope: authorize.scope, codeChallenge: authorize.codeChallenge,
                }),
                state: authorize.state,
              };
          return reply
            .code(303)
            .header('cache-control', 'no-store')
            .header('referrer-policy', 'no-referrer')
            .header('content-security-policy', contentSecurityPolicy(authorize.redirectUri))
            .header('location', redirectWith(authorize.redirectUri, answer))
            .send();
        }
        default:
          return html(reply, 400, errorPage(locale, 'smart.error.expired'));
      }
    });
  }
};

export default smartAuthorizeRoutes;
