/**
 * The verification team hears about new work (issue 20): a mail to every
 * admin account's verified email when a registration is submitted or a claim
 * arrives. A failed mail never fails the doctor's or claimant's request.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { displayName } from '../../../src/shared/format/display-name.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { users } from '../../db/schema/users.ts';
import { sendThroughQueue } from '../messaging/message-job.ts';
import type { MessagingDeps } from '../messaging/send-message.ts';
import { findDoctor } from '../../repositories/doctors.ts';

async function mailTeam(deps: MessagingDeps, subject: string, body: string): Promise<void> {
  const admins = await deps.database.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNotNull(users.email), isNotNull(users.emailVerifiedAt)));
  // Through the queue: a failed mail is retried, and never fails the doctor's or claimant's request.
  await sendThroughQueue(deps, admins.map(({ email }) => ({ channel: 'email' as const, to: email!, subject, body })));
}

async function doctorOf(deps: MessagingDeps, doctorId: number) {
  return (await findDoctor(deps.database.db, doctorId)) ?? undefined;
}

const doctorLabel = (doctor: { firstName: string; lastName: string }) =>
  t('booking.mail.doctorName', { name: displayName(`${doctor.firstName} ${doctor.lastName}`) });

export async function notifyNewRegistration(deps: MessagingDeps, origin: string, doctorId: number): Promise<void> {
  const doctor = await doctorOf(deps, doctorId);
  if (!doctor) return;
  const label = doctorLabel(doctor);
  await mailTeam(
    deps,
    t('admin.mail.registrationSubject', { doctor: label }),
    t('admin.mail.registrationBody', { doctor: label, registration: doctor.registrationNumber ?? '-', url: `${origin}/admin/registrations?id=${doctorId}` }),
  );
}

export async function notifyNewClaim(
  deps: MessagingDeps,
  origin: string,
  claim: { id: number; doctorId: number; claimType: 'claim' | 'reclaim'; firstName: string; lastName: string },
): Promise<void> {
  const doctor = await doctorOf(deps, claim.doctorId);
  if (!doctor) return;
  const label = doctorLabel(doctor);
  const kind = t(`admin.mail.kind.${claim.claimType}`);
  await mailTeam(
    deps,
    t('admin.mail.claimSubject', { kind, doctor: label }),
    t('admin.mail.claimBody', { kind, doctor: label, claimant: `${claim.firstName} ${claim.lastName}`.trim(), url: `${origin}/admin/claims?id=${claim.id}` }),
  );
}
