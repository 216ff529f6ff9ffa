import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../src/shared/i18n/format.ts';
import { doctorPortalProfile } from '../../src/shared/schemas/doctor-profile-data.ts';
import { updateContactFields, updatePersonalFields, updateProfessionalFields } from '../../src/shared/schemas/doctor-forms.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { notFound } from '../errors.ts';
import { parseForm, readForm } from '../plugins/multipart.ts';
import { now } from '../services/common/clock.ts';
import { documentFile, doctorProfile } from '../services/doctor-profile/doctor-profile.ts';
import { updateContact, updatePersonal, updateProfessional } from '../services/doctor-profile/doctor-profile-update.ts';
import { requireVerifiedDoctor, withLists } from './doctor-common.ts';
import { latestToday } from './doctor-register.ts';
import { sendProof } from './proof-reply.ts';

const documentParams = z.object({ kind: z.enum(['id_proof', 'license_proof']) });

/**
 * The portal's Edit Profile (001 §2, §7): one call per section, each for the
 * signed-in, verified doctor's own profile only (the profile comes from the
 * session, never from the request). Every answer carries the fresh profile.
 */
const doctorProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = { db, fileStore: app.fileStore };
  const guard = { preValidation: requireVerifiedDoctor() };
  const answered = { ...guard, schema: { response: { 200: ok(doctorPortalProfile) } } };

  async function answer(doctorId: number, message?: string) {
    const data = await doctorProfile(db, doctorId);
    if (!data) throw notFound(t('doctor.notFound'));
    return { success: true as const, ...(message ? { message } : {}), data };
  }

  app.get('/doctor/profile', answered, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return answer(request.auth!.doctorId!);
  });

  app.post('/doctor/update-personal', { ...answered, config: { form: updatePersonalFields(latestToday()), formFiles: ['profile_picture'] } }, async (request) => {
    const { fields, files } = await readForm(request);
    const input = parseForm(updatePersonalFields(latestToday()), fields);
    // A new file, or the field sent empty to remove the photo (001 §7).
    const picture = files.get('profile_picture') ?? (fields.profile_picture === '' ? 'remove' : undefined);
    await updatePersonal(deps, request.auth!.doctorId!, input, picture);
    return answer(request.auth!.doctorId!, t('doctorProfile.updated'));
  });

  app.post('/doctor/update-contactinfo', { ...answered, config: { form: updateContactFields } }, async (request) => {
    const { fields } = await readForm(request);
    const input = parseForm(updateContactFields, fields);
    await updateContact(db, request.auth!.doctorId!, input);
    return answer(request.auth!.doctorId!, t('doctorProfile.updated'));
  });

  app.post('/doctor/update-professionalinfo', { ...answered, config: { form: updateProfessionalFields(now().getUTCFullYear()), formFiles: ['license_proof', 'id_proof'] } }, async (request) => {
    const { fields, files } = await readForm(request);
    const input = parseForm(updateProfessionalFields(now().getUTCFullYear()), withLists(fields, ['specialization', 'services', 'spoken_languages']));
    await updateProfessional(deps, request.auth!.doctorId!, input, {
      licenseProof: files.get('license_proof'),
      idProof: files.get('id_proof'),
    });
    return answer(request.auth!.doctorId!, t('doctorProfile.updated'));
  });

  /** The private proof file, to its own doctor only: the proofs' private answer (sendProof: never cached, never sniffed, framed by nobody else). */
  app.get('/doctor/documents/:kind', { ...guard, schema: { params: documentParams } }, async (request, reply) => {
    const file = await documentFile(db, app.fileStore, request.auth!.doctorId!, request.params.kind);
    if (!file) throw notFound(t('doctorProfile.documentNotFound'));
    const ext = file.path.slice(file.path.lastIndexOf('.'));
    return sendProof(reply, { contentType: file.mimeType, body: file.file.body }, `${request.params.kind}${ext}`);
  });
};

export default doctorProfileRoutes;
