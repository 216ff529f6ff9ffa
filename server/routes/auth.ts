import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEVICE_COOKIE, DEVICE_DAYS, OTP_TTL_MINUTES } from '../../src/shared/constants.ts';
import { t } from '../../src/shared/i18n/format.ts';
import {
  authConfigData, languageBody, languageData, myProfileData, myProfileQuery, sendOtpBody, sendOtpData, socialLoginBody, verifyOtpBody, verifyOtpData,
  type UserType,
} from '../../src/shared/schemas/auth.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { z } from 'zod';
import { AppError, badRequest, forbidden, unauthorized } from '../errors.ts';
import { clearSessionCookie, cookieOptions, requireAuth, startSession } from '../plugins/auth.ts';
import { sendMessage } from '../services/messaging/send-message.ts';
import { normalizeIdentifier } from '../services/auth/otp-identifier.ts';
import { accountOfAddress, notifyBudgetSpent } from '../services/auth/otp-budget.ts';
import { deviceAfterSignIn, requestDevice, trustedDeviceFor } from '../services/auth/trusted-device.ts';
import { checkCode, issueCode } from '../services/auth/otp.ts';
import { toDoctorAccountProfile, toPatientProfile, toUserDetails } from '../services/auth/session-user-details.ts';
import { doctorSignIn, findOrCreateVerifiedUser, findUserById, findVerifiedUser, setUserLocale, type DoctorRow, type UserRow } from '../services/auth/session-users.ts';
import { findDoctorOfUser } from '../repositories/doctors.ts';
import { revokeSession, revokeUserSessions } from '../services/auth/sessions.ts';
import {
  findOrCreateSocialPatient, verifyGoogleToken, verifyMicrosoftToken, type SocialIdentity,
} from '../services/auth/social-login.ts';

const devSignInBody = z.object({
  email: z.email().max(200),
  user_type: z.enum(['user', 'doctor']).default('user'),
  intent: z.enum(['login', 'register']).default('login'),
});

const purposeOf = (userType: UserType) => (userType === 'doctor' ? 'login_doctor' : 'login_user');

/**
 * Sign-in by one-time code, sessions and social sign-in (000 §4 and §7, 001 §4).
 * The code request's opaque reference is answered as `user_id` (the spec's field
 * name): verify-otp needs it; it says nothing about whether an account exists.
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Per client IP on top of the per-identifier limits of issueCode.
  const sendLimit = { rateLimit: { max: app.config.OTP_SEND_IP_LIMIT, timeWindow: '1 hour' } };

  async function signedIn(request: FastifyRequest, reply: FastifyReply, user: UserRow, doctor?: DoctorRow | null) {
    const token = await startSession(request, reply, user.id);
    // This device now keeps its own code allowance for the account (issue 36: no lockout by a stranger).
    const secret = await app.otpSecret();
    reply.setCookie(DEVICE_COOKIE, deviceAfterSignIn(secret, requestDevice(request, secret), user.id), {
      ...cookieOptions(request),
      maxAge: DEVICE_DAYS * 24 * 3600,
    });
    return { success: true as const, message: t('auth.loginSuccess'), data: { user_details: toUserDetails(user, doctor), ...(token ? { token } : {}) } };
  }

  const sendCode = (forced?: UserType) =>
    async (request: FastifyRequest<{ Body: z.output<typeof sendOtpBody> }>) => {
      const body = request.body;
      const userType = forced ?? body.user_type;
      const identifier = normalizeIdentifier(body.otp_type, body.email_or_phone, body.country_code);
      const channel = body.otp_type;
      const purpose = purposeOf(userType);
      const secret = await app.otpSecret();
      const device = requestDevice(request, secret);
      // Only a device that signed in to the account this address opens is trusted for it.
      const deviceId = device ? trustedDeviceFor(device, (await accountOfAddress(db, purpose, identifier, channel))?.id) : null;
      const { ref, code } = await issueCode(db, secret, {
        identifier, channel, purpose, ip: request.ip, maxSendsPerHour: app.config.OTP_SENDS_PER_HOUR,
        resendSeconds: app.config.otpResendSeconds, deviceId,
      });
      await sendMessage(app, {
        channel: channel === 'email' ? 'email' : 'sms',
        to: identifier,
        subject: t('auth.codeMessage.subject'),
        body: t('auth.codeMessage.body', { code, minutes: OTP_TTL_MINUTES }),
        code,
      });
      return { success: true as const, message: t('auth.codeSent', { to: identifier }), data: { user_id: ref, resend_after: app.config.otpResendSeconds } };
    };

  const sendSchema = { body: sendOtpBody, response: { 200: ok(sendOtpData) } };
  app.post('/send-otp', { schema: sendSchema, config: sendLimit }, sendCode());
  app.post('/send-doctor-otp', { schema: sendSchema, config: sendLimit }, sendCode('doctor'));

  app.post('/verify-otp', { schema: { body: verifyOtpBody, response: { 200: ok(verifyOtpData) } } }, async (request, reply) => {
    const body = request.body;
    const secret = await app.otpSecret();
    const { identifier, channel } = await checkCode(
      db,
      secret,
      { ref: body.user_id, purpose: purposeOf(body.user_type), channel: body.otp_type, code: body.otp, deviceId: requestDevice(request, secret)?.id ?? null },
      { onBudgetSpent: (key, resetsAt) => notifyBudgetSpent(app, key, resetsAt) },
    );
    const { user, doctor } = await accountSigningIn(body.user_type, identifier, channel, body.intent);
    return signedIn(request, reply, user, doctor);
  });

  /** Whose session a proven address opens: the rules of verify-otp, shared with the tests' sign-in below. */
  async function accountSigningIn(userType: UserType, identifier: string, channel: 'email' | 'phone', intent: z.output<typeof verifyOtpBody>['intent']) {
    if (userType === 'doctor') return doctorSignIn(db, identifier, channel, intent);
    // An admin's address signs in to its admin account (for the admin API, e.g. claim decisions), never a new patient.
    const admin = await findVerifiedUser(db, 'admin', identifier, channel);
    if (admin) return { user: admin, doctor: null };
    const { user } = await findOrCreateVerifiedUser(db, 'user', identifier, channel);
    return { user, doctor: null };
  }

  if (app.config.testClock) {
    // Tests only (ALLOW_TEST_CLOCK=1, never in production): the session verify-otp would open for this
    // address, without the send → outbox → verify ceremony, for the end-to-end tests whose subject is
    // not sign-in (tests/helpers/e2e-auth.ts `signIn`). The code flow keeps its own tests.
    app.post(
      '/dev/sign-in',
      { config: { rateLimit: false }, schema: { body: devSignInBody, response: { 200: ok(verifyOtpData) } } },
      async (request, reply) => {
        const identifier = normalizeIdentifier('email', request.body.email);
        const { user, doctor } = await accountSigningIn(request.body.user_type, identifier, 'email', request.body.intent);
        reply.header('cache-control', 'no-store');
        return signedIn(request, reply, user, doctor);
      },
    );
  }

  app.post('/logout', { schema: { response: { 200: ok(z.null()) } } }, async (request, reply) => {
    if (request.auth) await revokeSession(db, request.auth.sessionId);
    clearSessionCookie(request, reply);
    return { success: true as const, message: t('auth.loggedOut'), data: null };
  });

  // Every session of the account, this one included (a lost phone, a shared computer): issue 36.
  app.post('/logout-all', { schema: { response: { 200: ok(z.object({ sessions_ended: z.number().int() })) } }, preValidation: requireAuth() }, async (request, reply) => {
    const ended = await revokeUserSessions(db, request.auth!.userId);
    clearSessionCookie(request, reply);
    return { success: true as const, message: t('auth.loggedOutEverywhere'), data: { sessions_ended: ended } };
  });

  app.get('/my-profile', { schema: { querystring: myProfileQuery, response: { 200: ok(myProfileData) } }, preValidation: requireAuth() }, async (request, reply) => {
    const auth = request.auth!;
    // Admin accounts have no patient or doctor profile to show.
    const wanted = request.query.user_type ?? auth.role;
    if (auth.role === 'admin' || wanted !== auth.role) throw forbidden(t('auth.forbidden'));
    const user = await findUserById(db, auth.userId);
    if (!user) throw unauthorized(t('auth.unauthenticated'));
    reply.header('cache-control', 'no-store');
    if (user.role === 'doctor') return { success: true as const, data: toDoctorAccountProfile(user, await findDoctorOfUser(db, user.id)) };
    return { success: true as const, data: toPatientProfile(user) };
  });

  // The account's language (issue 18): saved when the person picks one; mails and SMS follow it.
  app.post('/language', { preValidation: requireAuth(), schema: { body: languageBody, response: { 200: ok(languageData) } } }, async (request, reply) => {
    await setUserLocale(db, request.auth!.userId, request.body.locale);
    reply.header('cache-control', 'no-store');
    return { success: true as const, data: { locale: request.body.locale } };
  });

  app.get('/auth-config', { schema: { response: { 200: ok(authConfigData) } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return {
      success: true as const,
      data: { google_client_id: app.config.GOOGLE_CLIENT_ID ?? null, microsoft_client_id: app.config.MICROSOFT_CLIENT_ID ?? null },
    };
  });

  app.post('/social-login', { schema: { body: socialLoginBody, response: { 200: ok(verifyOtpData) } } }, async (request, reply) => {
    const body = request.body;
    const google = body.login_type === 'google';
    const clientId = google ? app.config.GOOGLE_CLIENT_ID : app.config.MICROSOFT_CLIENT_ID;
    if (!clientId) throw badRequest(t(google ? 'auth.socialNotConfigured' : 'auth.microsoftNotConfigured'));
    let identity: SocialIdentity;
    try {
      identity = google ? await verifyGoogleToken(body.credential, clientId) : await verifyMicrosoftToken(body.credential, clientId, body.nonce);
    } catch (error) {
      // Why a token was refused helps operators; the token itself is never logged.
      request.log.info({ reason: (error as Error).message, provider: body.login_type }, 'social token refused');
      throw new AppError(401, t(google ? 'auth.googleFailed' : 'auth.socialFailed'));
    }
    const user = await findOrCreateSocialPatient(db, identity, { firstName: body.first_name, lastName: body.last_name });
    return signedIn(request, reply, user);
  });
};

export default authRoutes;
