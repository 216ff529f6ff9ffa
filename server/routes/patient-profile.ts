import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../src/shared/i18n/format.ts';
import { sendProfileOtpBody, updateProfileFields, verifyProfileOtpBody } from '../../src/shared/schemas/patient-profile.ts';
import { patientProfile, sendOtpData } from '../../src/shared/schemas/auth.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { requireRole } from '../plugins/auth.ts';
import { parseForm, readForm } from '../plugins/multipart.ts';
import { updateProfile } from '../services/patient/profile.ts';
import { sendProfileCode, verifyProfileCode } from '../services/patient/profile-verify.ts';
import { toPatientProfile } from '../services/auth/session-user-details.ts';
import { messagingOf } from './messaging-of.ts';

/** Edit Profile for patients (001 §2, §5, §7): the form and email/phone verification. */
const patientProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendLimit = { rateLimit: { max: app.config.OTP_SEND_IP_LIMIT, timeWindow: '1 hour' } };

  app.post('/update-profile', { config: { form: updateProfileFields, formFiles: ['profile_picture'] }, preValidation: requireRole('user'), schema: { response: { 200: ok(patientProfile) } } }, async (request, reply) => {
    const { fields, files } = await readForm(request);
    const input = parseForm(updateProfileFields, fields);
    // The file, or an empty `profile_picture` text field to remove the picture.
    const picture = files.get('profile_picture') ?? (fields.profile_picture === '' ? null : undefined);
    const user = await updateProfile({ db: app.database.db, fileStore: app.fileStore }, request.auth!.userId, input, picture);
    reply.header('cache-control', 'no-store');
    return { success: true as const, message: t('profile.updated'), data: toPatientProfile(user) };
  });

  app.post('/send-profile-otp', { preValidation: requireRole('user'), schema: { body: sendProfileOtpBody, response: { 200: ok(sendOtpData) } }, config: sendLimit }, async (request) => {
    const body = request.body;
    const { ref, to } = await sendProfileCode(messagingOf(request), await app.otpSecret(), request.auth!.userId, body, request.ip);
    return { success: true as const, message: t('auth.codeSent', { to }), data: { user_id: ref, resend_after: app.config.otpResendSeconds } };
  });

  app.post('/verify-profile-otp', { preValidation: requireRole('user'), schema: { body: verifyProfileOtpBody, response: { 200: ok(patientProfile) } } }, async (request, reply) => {
    const body = request.body;
    const user = await verifyProfileCode(messagingOf(request), await app.otpSecret(), request.auth!.userId, body);
    reply.header('cache-control', 'no-store');
    return {
      success: true as const,
      message: t(body.otp_type === 'email' ? 'profile.emailVerified' : 'profile.phoneVerified'),
      data: toPatientProfile(user),
    };
  });
};

export default patientProfileRoutes;
