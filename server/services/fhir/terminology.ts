/**
 * The definitions our resources cite under the site's own address (issue 39): CodeSystem/speciality
 * (the catalog's specialities, English display with Arabic and Hindi designations), the
 * OperationDefinition of Appointment $cancel that the CapabilityStatement points to, and the
 * StructureDefinition of the visit-mode extension.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { specialities } from '../../db/schema/catalog.ts';
import { namesAr } from '../../../src/shared/i18n/names-ar.ts';
import { namesHi } from '../../../src/shared/i18n/names-hi.ts';
import { specialitySystem, visitModeExtension, type Resource } from './resources.ts';

export const CANCEL_OPERATION_ID = 'Appointment-cancel';
export const VISIT_MODE_ID = 'visit-mode';

export const cancelOperationUrl = (base: string) => `${base}/OperationDefinition/${CANCEL_OPERATION_ID}`;

/** The catalog's specialities, in catalog order. */
export async function catalogSpecialities(db: Db): Promise<Array<{ slug: string; name: string }>> {
  return db.select({ slug: specialities.slug, name: specialities.speciality }).from(specialities).orderBy(asc(specialities.sortOrder), asc(specialities.id));
}

const TRANSLATIONS = [
  { language: 'ar', names: namesAr.specialities },
  { language: 'hi', names: namesHi.specialities },
] as const;

/** Case-insensitive lookup in a names table (the catalog's stored names are English). */
function translated(names: Readonly<Record<string, string>>, english: string): string | undefined {
  const direct = names[english];
  if (direct) return direct;
  const folded = english.trim().toLocaleLowerCase('en');
  return Object.entries(names).find(([name]) => name.toLocaleLowerCase('en') === folded)?.[1];
}

export function specialityCodeSystem(rows: Array<{ slug: string; name: string }>, origin: string): Resource {
  return {
    resourceType: 'CodeSystem',
    id: 'speciality',
    url: specialitySystem(origin),
    name: 'MedBookSpeciality',
    title: 'MedBook medical specialities',
    status: 'active',
    experimental: false,
    publisher: 'MedBook',
    description: 'The medical specialities of the MedBook catalog, coded by their slug (as in PractitionerRole.specialty and Schedule.serviceType), with Arabic and Hindi designations where the catalog has them.',
    caseSensitive: true,
    content: 'complete',
    count: rows.length,
    concept: rows.map((row) => {
      const designation = TRANSLATIONS.flatMap(({ language, names }) => {
        const value = translated(names, row.name);
        return value ? [{ language, value }] : [];
      });
      return { code: row.slug, display: row.name, ...(designation.length ? { designation } : {}) };
    }),
  };
}

/** POST /fhir/Appointment/<id>/$cancel (server/routes/fhir/appointments.ts). */
export function cancelOperationDefinition(base: string): Resource {
  return {
    resourceType: 'OperationDefinition',
    id: CANCEL_OPERATION_ID,
    url: cancelOperationUrl(base),
    name: 'AppointmentCancel',
    title: 'Cancel an appointment',
    status: 'active',
    kind: 'operation',
    publisher: 'MedBook',
    description: 'Cancels one of the signed-in patient\'s own appointments with the app\'s cancel rules: until 2 hours before the start (409 after), Idempotency-Key honoured. Answers the cancelled Appointment.',
    affectsState: true,
    code: 'cancel',
    resource: ['Appointment'],
    system: false,
    type: false,
    instance: true,
    parameter: [
      { name: 'reason', use: 'in', min: 0, max: '1', type: 'string', documentation: 'Why the patient cancels (Appointment.cancelationReason.text); a default reason when absent.' },
      { name: 'return', use: 'out', min: 1, max: '1', type: 'Appointment', documentation: 'The appointment, now cancelled.' },
    ],
  };
}

/** The extension naming how the patient meets the doctor (resources.ts: visitMode). */
export function visitModeDefinition(origin: string): Resource {
  const url = visitModeExtension(origin);
  return {
    resourceType: 'StructureDefinition',
    id: VISIT_MODE_ID,
    url,
    name: 'VisitMode',
    title: 'Visit mode',
    status: 'active',
    publisher: 'MedBook',
    description: 'How the patient meets the doctor: by video (VIDEOCONF) or at the clinic (PHYSICAL). Kept apart from serviceType and specialty, which name the speciality.',
    kind: 'complex-type',
    abstract: false,
    context: ['Schedule', 'Slot', 'Appointment', 'HealthcareService'].map((expression) => ({ type: 'element', expression })),
    type: 'Extension',
    baseDefinition: 'http://hl7.org/fhir/StructureDefinition/Extension',
    derivation: 'constraint',
    differential: {
      element: [
        { id: 'Extension', path: 'Extension', short: 'Video or clinic visit', definition: 'How the patient meets the doctor.', max: '1' },
        { id: 'Extension.extension', path: 'Extension.extension', max: '0' },
        { id: 'Extension.url', path: 'Extension.url', fixedUri: url },
        {
          id: 'Extension.value[x]',
          path: 'Extension.value[x]',
          min: 1,
          type: [{ code: 'Coding' }],
          binding: { strength: 'required', valueSet: 'http://terminology.hl7.org/ValueSet/v3-ParticipationMode' },
        },
      ],
    },
  };
}
