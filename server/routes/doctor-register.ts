import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../src/shared/i18n/format.ts';
import { doctorRegisterFields, geocodeBody, geocodeResult } from '../../src/shared/schemas/doctor-forms.ts';
import { registerData, registrationState } from '../../src/shared/schemas/doctor-profile-data.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { localNow } from '../../src/shared/slots/zoned-time.ts';
import { conflict, forbidden, invalidInput, notFound, type InputIssue } from '../errors.ts';
import { requireRole } from '../plugins/auth.ts';
import { readForm } from '../plugins/multipart.ts';
import { now } from '../services/common/clock.ts';
import { doctorProfile } from '../services/doctor-profile/doctor-profile.ts';
import { registerDoctor } from '../services/doctor-profile/doctor-registration.ts';
import { doctorStatus, registrationStatusOf } from '../services/doctor-profile/doctor-status.ts';
import { geocodeAddress } from '../services/geocode/geocode.ts';
import { notifyNewRegistration } from '../services/admin/notify-team.ts';
import { publicOrigin } from '../services/seo/public-origin.ts';
import { withLists } from './doctor-common.ts';
import { messagingOf } from './messaging-of.ts';

/** "Today" for a date of birth: the date in the zone furthest ahead, so nobody's local today is refused. */
export const latestToday = () => localNow(now(), 'Pacific/Kiritimati').date;

/** The registration wizard's calls (001 §2, §4, §5, §7): step 3 geocoding and the step 4 submit. */
const doctorRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // Only the registration wizard geocodes, for a doctor account: a patient has no use for it (and remote geocoders have quotas).
  app.post('/geocode', { preValidation: requireRole('doctor'), schema: { body: geocodeBody, response: { 200: ok(geocodeResult) } }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) => {
    const data = await geocodeAddress({ db, config: app.config, log: request.log }, request.body);
    return { success: true as const, data };
  });

  /**
   * The wizard's own view of the registration (any doctor account, verified or not):
   * where it stands and, for a rejected one, the reason and the details to correct.
   */
  app.get('/doctor/registration', { preValidation: requireRole('doctor'), schema: { response: { 200: ok(registrationState) } } }, async (request, reply) => {
    const own = request.auth!.doctorId;
    if (own === null) throw forbidden(t('auth.forbidden'));
    const profile = await doctorProfile(db, own);
    const status = await registrationStatusOf(db, own);
    if (!profile || !status) throw notFound(t('doctor.notFound'));
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: { ...profile, documents: [], ...status } };
  });

  app.post('/doctor/register', { config: { form: doctorRegisterFields(latestToday()), formFiles: ['license_proof', 'id_proof', 'profile_picture'] }, preValidation: requireRole('doctor'), schema: { response: { 200: ok(registerData) } } }, async (request, reply) => {
    const own = request.auth!.doctorId;
    if (own === null) throw forbidden(t('auth.forbidden'));
    const { fields, files } = await readForm(request);
    const given = String(fields.doctor_id ?? '').trim();
    if (given !== '' && given !== String(own)) throw forbidden(t('auth.forbidden'));
    const doctor = await doctorStatus(db, own);
    // A rejected registration may be corrected and submitted again.
    if (doctor?.completed && doctor.status !== 'rejected') throw conflict(t('doctorRegister.alreadyCompleted'));

    // Every field's first problem, in the wizard's order; step 4 ends with the proofs (001 §5).
    const parsed = doctorRegisterFields(latestToday()).safeParse({ ...withLists(fields, ['specialization']), doctor_id: own });
    const issues: InputIssue[] = parsed.success ? [] : [...parsed.error.issues];
    const licenseProof = files.get('license_proof');
    const idProof = files.get('id_proof');
    if (!licenseProof) issues.push({ path: ['license_proof'], message: t('doctorRegister.licenseProofRequired') });
    if (!idProof) issues.push({ path: ['id_proof'], message: t('doctorRegister.idProofRequired') });
    if (!parsed.success || !licenseProof || !idProof) throw invalidInput(issues);

    await registerDoctor({ db, fileStore: app.fileStore }, own, parsed.data, {
      licenseProof,
      idProof,
      profilePicture: files.get('profile_picture'),
    });
    await notifyNewRegistration(messagingOf(request), publicOrigin(request), own);
    reply.header('cache-control', 'no-store');
    return {
      success: true as const,
      message: t('doctorRegister.submitted'),
      data: { doctor_id: own, registration_completed: 'yes' as const, verification_badge: 'no' as const },
    };
  });
};

export default doctorRegisterRoutes;
