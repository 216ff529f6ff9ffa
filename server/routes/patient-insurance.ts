import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../src/shared/i18n/format.ts';
import { idParams } from '../../src/shared/schemas/admin.ts';
import { dbId } from '../../src/shared/schemas/db-values.ts';
import { msg } from '../../src/shared/schemas/message.ts';
import {
  CARD_PHOTO_FIELD, cardPhotoFields, coverageAnswer, patientInsuranceAnswer, patientInsuranceList, patientInsuranceParams,
  patientInsuranceRemoved, savePatientInsuranceBody,
} from '../../src/shared/schemas/patient-insurance.ts';
import { badRequest } from '../errors.ts';
import { requireRole } from '../plugins/auth.ts';
import { parseForm, readForm } from '../plugins/multipart.ts';
import { now } from '../services/common/clock.ts';
import { insuranceCoverage } from '../services/insurance/insurance-acceptance.ts';
import { bookingCard, discardCards, ownCard, storeCard, type CardFile } from '../services/insurance/insurance-card.ts';
import { listPatientInsurance, ownInsurance, removePatientInsurance, savePatientInsurance } from '../services/insurance/patient-insurance.ts';
import { requireVerifiedDoctor } from './doctor-common.ts';
import { sendProof } from './proof-reply.ts';

/** The coverage call's query: only the server reads it, so its message stays in the server-only catalog. */
const coverageQuery = z.object({ doctor_id: dbId(msg('booking.error.doctorNotFound')) }).strict();

/** The card photo, inline: the licence proofs' private answer (never cached, never sniffed, framed by nobody else). */
const sendCard = (reply: FastifyReply, card: CardFile) =>
  sendProof(reply, { contentType: card.mimeType, body: card.file.body }, `insurance-card${card.ext}`);

/**
 * A patient's saved insurance in Edit Profile (issue 41): the account holder reads, saves and removes
 * each person's, and uploads and reads its card photo. The doctor of a booking that used a saved
 * insurance reads its card photo through the booking.
 */
const patientInsuranceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const patient = { preValidation: requireRole('user') };
  /** Where card photos are deleted, and where a deletion that failed is logged (the request's log). */
  const cardFiles = (request: FastifyRequest) => ({ fileStore: app.fileStore, log: request.log });

  app.get('/patient-insurance', { ...patient, schema: { response: { 200: patientInsuranceList } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: await listPatientInsurance(db, request.auth!.userId) };
  });

  app.put('/patient-insurance', { ...patient, schema: { body: savePatientInsuranceBody, response: { 200: patientInsuranceAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { item, discardedCard } = await savePatientInsurance(db, request.auth!.userId, request.body, now());
    await discardCards(cardFiles(request), [discardedCard]);
    return { success: true as const, message: t('myInsurance.saved'), data: item };
  });

  app.delete('/patient-insurance/:id', { ...patient, schema: { params: patientInsuranceParams, response: { 200: patientInsuranceRemoved } } }, async (request) => {
    const path = await removePatientInsurance(db, request.auth!.userId, request.params.id);
    await discardCards(cardFiles(request), [path]);
    return { success: true as const, message: t('myInsurance.removed'), data: { id: request.params.id } };
  });

  app.post(
    '/patient-insurance/:id/card',
    { ...patient, config: { form: cardPhotoFields, formFiles: [CARD_PHOTO_FIELD] }, schema: { params: patientInsuranceParams, response: { 200: patientInsuranceAnswer } } },
    async (request, reply) => {
      // The row first: another account's id is a 404 before any upload is looked at.
      await ownInsurance(db, request.auth!.userId, request.params.id);
      const { fields, files } = await readForm(request);
      parseForm(cardPhotoFields, fields);
      const file = files.get(CARD_PHOTO_FIELD);
      if (!file) throw badRequest(t('myInsurance.error.cardRequired'), { [CARD_PHOTO_FIELD]: t('myInsurance.error.cardRequired') });
      await storeCard({ db, ...cardFiles(request) }, request.auth!.userId, request.params.id, file, now());
      const data = (await listPatientInsurance(db, request.auth!.userId)).find((item) => item.id === request.params.id)!;
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: t('myInsurance.cardSaved'), data };
    },
  );

  app.get('/patient-insurance/:id/card', { ...patient, schema: { params: patientInsuranceParams } }, async (request, reply) => {
    return sendCard(reply, await ownCard(db, app.fileStore, request.auth!.userId, request.params.id));
  });

  app.get('/patient-insurance/coverage', { ...patient, schema: { querystring: coverageQuery, response: { 200: coverageAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: await insuranceCoverage(db, request.auth!.userId, request.query.doctor_id) };
  });

  app.get('/doctor/bookings/:id/insurance-card', { preValidation: requireVerifiedDoctor(), schema: { params: idParams } }, async (request, reply) => {
    return sendCard(reply, await bookingCard(db, app.fileStore, request.auth!.doctorId!, request.params.id));
  });
};

export default patientInsuranceRoutes;
