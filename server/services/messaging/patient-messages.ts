import type { Config } from '../../config.ts';
import type { users } from '../../db/schema/users.ts';
import type { QueuedMessage } from './message-job.ts';
import { verifiedEmailOf, verifiedPhoneOf } from './verified-contact.ts';

export interface PatientText {
  subject: string;
  /** The mail's body. */
  email: string;
  /** SMS and WhatsApp (short, with the same links). */
  short: string;
}

/** Whether a patient's messages go to their phone too (SMS, or WhatsApp where a transport is configured). */
export function reachesPhone(config: Pick<Config, 'whatsapp'>, patient: typeof users.$inferSelect | null | undefined): boolean {
  return Boolean(patient && verifiedPhoneOf(patient) && (patient.smsReminders || (patient.whatsappReminders && config.whatsapp)));
}

/**
 * One message to a patient on every channel they can be reached on: the verified email, and on
 * the verified phone an SMS and a WhatsApp message as they chose in Edit Profile (WhatsApp only
 * where a transport is configured). Reminders, waitlist offers and the doctor's proposals share it.
 */
export function patientMessages(config: Pick<Config, 'whatsapp'>, patient: typeof users.$inferSelect | null | undefined, text: PatientText): QueuedMessage[] {
  const messages: QueuedMessage[] = [];
  const email = verifiedEmailOf(patient);
  if (email) messages.push({ channel: 'email', to: email, subject: text.subject, body: text.email });
  const phone = verifiedPhoneOf(patient);
  if (phone && patient) {
    if (patient.smsReminders) messages.push({ channel: 'sms', to: phone, subject: text.subject, body: text.short });
    if (patient.whatsappReminders && config.whatsapp) messages.push({ channel: 'whatsapp', to: phone, subject: text.subject, body: text.short });
  }
  return messages;
}
