/**
 * Whom an Appointment is for, and the insurance it carries (issue 41), as contained resources: they
 * exist only inside the booking, are shown only to its patient (the account holder, who alone reads
 * /fhir/Appointment) and so have no ids of their own on this server.
 * - Booked for a family member: the patient participant is a contained Patient `#patient` (the name,
 *   gender and birthDate copied onto the booking), and the account holder who booked it is a contained
 *   RelatedPerson `#holder` (patient = #patient, relationship in v3-RoleCode) taking part as the
 *   callback contact (v3-ParticipationType CALLBCK): confirmations and reminders go to them.
 * - With insurance: a contained Coverage `#coverage` (insurance-resources.ts) whose beneficiary is the
 *   patient, named by Appointment.supportingInformation; the account holder's own insured booking gets a
 *   contained Patient too (a Coverage needs a beneficiary to point at).
 * A holder's own booking without insurance keeps its patient participant as a display, as before.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { AppointmentRow } from '../booking/appointment-status.ts';
import { insuranceCatalog, type InsuranceCatalog } from './insurance.ts';
import { containedCoverage } from './insurance-resources.ts';
import { appointment, type Resource } from './resources.ts';

const ROLE_CODE = 'http://terminology.hl7.org/CodeSystem/v3-RoleCode';
/** The holder's relation to the patient, from the family member's relation to the holder. */
const HOLDER_IS: Record<string, { code: string; display: string } | undefined> = {
  child: { code: 'PRN', display: 'parent' },
  parent: { code: 'CHILD', display: 'child' },
  spouse: { code: 'SPS', display: 'spouse' },
  sibling: { code: 'SIB', display: 'sibling' },
};
const CALLBACK = { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ParticipationType', code: 'CALLBCK', display: 'callback contact' }] };

/** A booking made for a family member (the copied data outlives the family member's row). */
export const forFamilyMember = (row: AppointmentRow) => row.familyMemberId !== null || row.subjectRelation !== null || row.subjectDob !== null;

function contactOf(row: AppointmentRow) {
  return [
    ...(row.email ? [{ system: 'email', value: row.email }] : []),
    ...(row.phone ? [{ system: 'phone', value: row.phone }] : []),
  ];
}

/**
 * The Appointment of `row` with its patient, the holder who booked it and its Coverage contained.
 * `holderName` is the account holder's name; `catalog` names the insurer and network.
 */
export function appointmentWithSubject(row: AppointmentRow, origin: string, holderName: string | undefined, catalog: InsuranceCatalog | undefined): Resource {
  const resource = appointment(row, origin);
  const family = forFamilyMember(row);
  const insurer = row.insurerId === null ? undefined : catalog?.insurerOf(row.insurerId);
  if (!family && !insurer) return resource;

  const contact = contactOf(row);
  const patient: Resource = {
    resourceType: 'Patient',
    id: 'patient',
    name: [{ text: row.name }],
    ...(family ? {} : contact.length ? { telecom: contact } : {}),
    ...(family && row.subjectGender ? { gender: row.subjectGender } : {}),
    ...(family && row.subjectDob ? { birthDate: row.subjectDob } : {}),
  };
  const relation = row.subjectRelation ? HOLDER_IS[row.subjectRelation] : undefined;
  const holder: Resource | undefined = family
    ? {
        resourceType: 'RelatedPerson',
        id: 'holder',
        patient: { reference: '#patient' },
        ...(relation ? { relationship: [{ coding: [{ system: ROLE_CODE, ...relation }] }] } : {}),
        ...(holderName ? { name: [{ text: holderName }] } : {}),
        ...(contact.length ? { telecom: contact } : {}),
      }
    : undefined;
  const coverage = insurer
    ? containedCoverage({ insurer, network: row.networkId === null ? undefined : catalog?.network(row.networkId), memberNumber: row.memberNumber }, '#patient')
    : undefined;

  const participants = (resource.participant as Array<{ actor: { reference?: string; display?: string } }>).map((participant) =>
    participant.actor.reference === undefined ? { ...participant, actor: { reference: '#patient', display: row.name } } : participant,
  );
  return {
    ...resource,
    contained: [patient, ...(holder ? [holder] : []), ...(coverage ? [coverage] : [])],
    participant: [
      ...participants,
      ...(holder ? [{ type: [CALLBACK], actor: { reference: '#holder', ...(holderName ? { display: holderName } : {}) }, required: 'information-only', status: 'accepted' }] : []),
    ],
    ...(coverage ? { supportingInformation: [{ reference: '#coverage' }] } : {}),
  };
}

/** The Appointments of `rows`, each with what it contains (two small reads for the whole page at most). */
export async function appointmentResources(db: Db, rows: AppointmentRow[], origin: string): Promise<Resource[]> {
  const holderIds = [...new Set(rows.filter(forFamilyMember).map((row) => row.patientId))];
  const [holders, catalog] = await Promise.all([
    holderIds.length ? db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, holderIds)) : [],
    rows.some((row) => row.insurerId !== null) ? insuranceCatalog(db) : undefined,
  ]);
  const nameOf = new Map(holders.map((holder) => [holder.id, [holder.firstName, holder.lastName].filter(Boolean).join(' ')]));
  return rows.map((row) => appointmentWithSubject(row, origin, nameOf.get(row.patientId) || undefined, catalog));
}
