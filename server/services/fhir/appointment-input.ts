/**
 * What POST /fhir/Appointment reads of a posted Appointment, and the checks on it before anything is
 * booked (issue 41): the contained resources are of the types we read, every local reference
 * (`#id`) names one of them, there is one patient, and a birthDate is a real date from 1900 to today.
 * Everything else of the resource is ignored, as FHIR servers may.
 */
import { z } from 'zod';
import { t } from '../../../src/shared/i18n/format.ts';
import { msg } from '../../../src/shared/schemas/message.ts';
import { badRequest } from '../../errors.ts';

const text = z.string().max(2000);
const reference = z.object({ reference: text.optional(), display: text.optional() }).loose();
const contactPoint = z.object({ system: text.optional(), value: text.optional() }).loose();
const humanName = z.object({ text: text.optional(), given: z.array(text).max(5).optional(), family: text.optional() }).loose();
const localId = z.string().max(64).regex(/^[A-Za-z0-9\-.]{1,64}$/, msg('fhir.badId'));

/** The contained resources read: the patient (and the holder or a Coverage, which a client may send back as it read them). */
const containedResource = z
  .object({
    resourceType: z.enum(['Patient', 'RelatedPerson', 'Coverage'], msg('fhir.containedType')),
    id: localId.optional(),
    name: z.array(humanName).max(5).optional(),
    telecom: z.array(contactPoint).max(10).optional(),
    gender: z.string().max(20).optional(),
    birthDate: z.string().max(40).optional(),
    // A Coverage (posted-subject.ts reads these).
    subscriberId: z.string().max(64).optional(),
    beneficiary: reference.optional(),
    payor: z.array(reference).max(5).optional(),
    class: z.array(z.object({ type: z.object({ coding: z.array(z.object({ system: text.optional(), code: text.optional() }).loose()).max(5).optional() }).loose().optional(), value: text.optional(), name: text.optional() }).loose()).max(10).optional(),
  })
  .loose();

export const appointmentInput = z
  .object({
    resourceType: z.literal('Appointment'),
    status: z.enum(['proposed', 'pending', 'booked']).optional(),
    slot: z.array(reference).min(1).max(1),
    description: text.optional(),
    comment: text.optional(),
    contained: z.array(containedResource).max(5).optional(),
    participant: z.array(z.object({ actor: reference.optional() }).loose()).max(10).optional(),
    supportingInformation: z.array(reference).max(5).optional(),
  })
  .loose();
export type AppointmentInput = z.infer<typeof appointmentInput>;
export type ContainedInput = NonNullable<AppointmentInput['contained']>[number];

const FIRST_BIRTH_DATE = '1900-01-01';
/** Types a posted reference may name on this server (anything else is not ours to resolve). */
const SERVER_TYPES = new Set(['Practitioner', 'PractitionerRole', 'Location', 'HealthcareService', 'Slot', 'Schedule']);

const refused = (key: Parameters<typeof t>[0], field: string, params?: Record<string, string>) => {
  const message = t(key, params);
  return badRequest(message, { [field]: message });
};

/** A real calendar date, YYYY-MM-DD, from 1900-01-01 to `today` (the caller's birth dates only). */
export function validBirthDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value && value >= FIRST_BIRTH_DATE && value <= today;
}

export interface PostedParts {
  /** The contained Patient (none: the account holder with its own details). */
  patient: ContainedInput | undefined;
  coverage: ContainedInput | undefined;
  /** A contained RelatedPerson: the account holder, whose telecom a family member's booking may give. */
  holder: ContainedInput | undefined;
}

/**
 * The posted Appointment's patient (a contained Patient, or none: the account holder with its own
 * details), after checking its references. `today` is the date birth dates may not pass.
 */
export function postedPatient(resource: AppointmentInput, today: string): PostedParts {
  const contained = resource.contained ?? [];
  const byId = new Map<string, ContainedInput>();
  for (const item of contained) {
    if (item.id !== undefined && byId.has(item.id)) throw refused('fhir.unknownReference', 'contained', { reference: `#${item.id}` });
    if (item.id !== undefined) byId.set(item.id, item);
  }
  const resolve = (raw: string | undefined, field: string): ContainedInput | null => {
    if (raw === undefined) return null;
    if (raw.startsWith('#')) {
      const found = byId.get(raw.slice(1));
      if (!found) throw refused('fhir.unknownReference', field, { reference: raw.slice(0, 80) });
      return found;
    }
    const [type, id, ...rest] = raw.split('/');
    if (!type || !id || rest.length || !SERVER_TYPES.has(type)) throw refused('fhir.unknownReference', field, { reference: raw.slice(0, 80) });
    return null;
  };
  const actors = (resource.participant ?? []).map((participant) => resolve(participant.actor?.reference, 'participant'));
  for (const item of resource.supportingInformation ?? []) resolve(item.reference, 'supportingInformation');

  const patients = contained.filter((item) => item.resourceType === 'Patient');
  const named = actors.filter((actor): actor is ContainedInput => actor?.resourceType === 'Patient');
  if (patients.length > 1 || named.length > 1) throw refused('fhir.oneSubject', 'contained');
  const patient = patients[0];
  if (patient?.birthDate !== undefined && !validBirthDate(patient.birthDate, today)) throw refused('fhir.birthDate', 'birthDate');
  const coverages = contained.filter((item) => item.resourceType === 'Coverage');
  if (coverages.length > 1) throw refused('fhir.oneCoverage', 'contained');
  const holder = contained.find((item) => item.resourceType === 'RelatedPerson');
  return { patient, coverage: coverages[0], holder };
}
