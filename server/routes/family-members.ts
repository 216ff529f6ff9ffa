import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../src/shared/i18n/format.ts';
import { familyListResponse, familyMemberBody, familyMemberParams, familyMemberResponse, familyRemoveResponse } from '../../src/shared/schemas/family.ts';
import { requireRole } from '../plugins/auth.ts';
import { now } from '../services/common/clock.ts';
import { discardCards } from '../services/insurance/insurance-card.ts';
import { addFamilyMember, listFamilyMembers, removeFamilyMember, updateFamilyMember } from '../services/patient/family-members.ts';

/** Family members in Edit Profile (issue 41): the account holder lists, adds, edits and removes their own. */
const familyMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const patient = { preValidation: requireRole('user') };

  app.get('/family-members', { ...patient, schema: { response: { 200: familyListResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: await listFamilyMembers(db, request.auth!.userId) };
  });

  app.post('/family-members', { ...patient, schema: { body: familyMemberBody, response: { 200: familyMemberResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, message: t('family.added'), data: await addFamilyMember(db, request.auth!.userId, request.body, now()) };
  });

  app.put('/family-members/:id', { ...patient, schema: { params: familyMemberParams, body: familyMemberBody, response: { 200: familyMemberResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const member = await updateFamilyMember(db, request.auth!.userId, request.params.id, request.body, now());
    return { success: true as const, message: t('family.updated'), data: member };
  });

  app.delete('/family-members/:id', { ...patient, schema: { params: familyMemberParams, response: { 200: familyRemoveResponse } } }, async (request) => {
    const card = await removeFamilyMember(db, request.auth!.userId, request.params.id, now());
    // Their insurance row went with them; its card photo file goes once that has committed.
    await discardCards({ fileStore: app.fileStore, log: request.log }, [card]);
    return { success: true as const, message: t('family.removed'), data: { id: request.params.id } };
  });
};

export default familyMemberRoutes;
