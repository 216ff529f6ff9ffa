/**
 * FHIR R4 resources built from MedBook's rows (JSON shapes of hl7.org/fhir/R4). Every resource
 * type built here is checked against the R4 definitions by @medplum/core's validator in
 * tests/api/fhir-*.test.ts.
 */
import { slotParam } from '../../../src/shared/slot-param.ts';
import { doctorPath } from '../../../src/shared/urls.ts';
import type { AppointmentRow } from '../booking/appointment-status.ts';
import { countryCode } from '../../../src/shared/country.ts';
import type { ClinicRow, DoctorRow, ScheduleRow } from './directory.ts';
import { scheduleId, slotId, type ScheduleRef } from './ids.ts';
import type { SlotEntry } from './slots.ts';

export type Resource = { resourceType: string; id?: string } & Record<string, unknown>;

export const BOOKING_DEEP_LINK = 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link';
export const SLOT_CAPACITY = 'http://fhir-registry.smarthealthit.org/StructureDefinition/slot-capacity';
export const BOOKING_PHONE = 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-phone';
/** R4's extension on a search entry of Location?near: how far the Location is from the point asked about. */
export const LOCATION_DISTANCE = 'http://hl7.org/fhir/StructureDefinition/location-distance';
const SERVICE_MODE = 'http://terminology.hl7.org/CodeSystem/v3-ParticipationMode';

/**
 * The system of a Location's identifier (SMART Scheduling Links requires one): the clinic's id,
 * under the site's address as the specification asks of an organisation's own identifiers.
 */
export const locationIdentifierSystem = (origin: string) => `${origin}/fhir/location-id`;

/** Countries without postal codes (the UAE has none): their addresses carry no postalCode rather than a made-up one. */
const NO_POSTAL_CODES = new Set(['ae']);

/** Our speciality codes (the slugs of /api/home), under the site's own address (served: routes/fhir/terminology.ts). */
export const specialitySystem = (origin: string) => `${origin}/fhir/CodeSystem/speciality`;
/**
 * How the patient meets the doctor (video or at the clinic): its own extension, a v3-ParticipationMode
 * coding, since serviceType and specialty say what is done (the speciality), not how (issue 39).
 */
export const visitModeExtension = (origin: string) => `${origin}/fhir/StructureDefinition/visit-mode`;

/** The doctor's speciality as a CodeableConcept of CodeSystem/speciality; none when the doctor has none. */
export function specialityConcepts(origin: string, speciality: { slug: string | null; name: string | null }) {
  if (!speciality.slug) return [];
  return [{ coding: [{ system: specialitySystem(origin), code: speciality.slug, ...(speciality.name ? { display: speciality.name } : {}) }], ...(speciality.name ? { text: speciality.name } : {}) }];
}

/** The visit-mode extension (Schedule, Slot, Appointment, HealthcareService). */
export function visitMode(origin: string, type: ScheduleRef['type']) {
  const coding = type === 'online'
    ? { system: SERVICE_MODE, code: 'VIDEOCONF', display: 'videoconferencing' }
    : { system: SERVICE_MODE, code: 'PHYSICAL', display: 'physical presence' };
  return [{ url: visitModeExtension(origin), valueCoding: coding }];
}

/** HL7's service type for a doctor the catalog gives no speciality (SMART Scheduling Links wants a coded serviceType). */
const GENERAL_PRACTICE = [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/service-type', code: '124', display: 'General Practice' }], text: 'General Practice' }];

/**
 * serviceType and specialty of a doctor's Schedule or Slot: the doctor's speciality as a code of
 * CodeSystem/speciality (both elements); without one, serviceType is HL7's General Practice and specialty is left out.
 */
function serviceOf(origin: string, speciality: { slug: string | null; name: string | null }) {
  const concepts = specialityConcepts(origin, speciality);
  return concepts.length ? { serviceType: concepts, specialty: concepts } : { serviceType: GENERAL_PRACTICE };
}

const doctorName = (doctor: Pick<DoctorRow, 'firstName' | 'lastName'>) => [doctor.firstName, doctor.lastName].filter(Boolean).join(' ');

/** The doctor's page on our site, built by the app's own URL helpers. */
export function doctorPageUrl(origin: string, doctor: Pick<DoctorRow, 'id' | 'slug' | 'specialitySlug' | 'citySlug'>, extra: Record<string, string | number> = {}): string {
  const path = doctorPath(
    { id: doctor.id, slug: doctor.slug, speciality: doctor.specialitySlug ? { slug: doctor.specialitySlug } : null, city_slug: doctor.citySlug },
    extra,
  );
  return new URL(path, origin).toString();
}

export function practitioner(doctor: DoctorRow, origin: string): Resource {
  return {
    resourceType: 'Practitioner',
    id: String(doctor.id),
    meta: { lastUpdated: doctor.updatedAt.toISOString() },
    active: true,
    name: [{ use: 'official', text: doctorName(doctor), family: doctor.lastName || undefined, given: doctor.firstName ? [doctor.firstName] : undefined, prefix: ['Dr.'] }],
    ...(doctor.gender ? { gender: doctor.gender } : {}),
    telecom: [{ system: 'url', value: doctorPageUrl(origin, doctor) }],
    ...(doctor.degree ? { qualification: [{ code: { text: doctor.degree } }] } : {}),
  };
}

/** A role lists the doctor's clinics: it changes with the doctor's row or any of them (directory.ts filters on the same). */
/** `networks`: the role's network-reference extensions (insurance-resources.ts), the networks its clinics accept. */
export function practitionerRole(doctor: DoctorRow, clinics: ClinicRow[], origin: string, networks: object[] = []): Resource {
  const updatedAt = Math.max(doctor.updatedAt.getTime(), ...clinics.map((clinic) => clinic.updatedAt.getTime()));
  return {
    resourceType: 'PractitionerRole',
    id: String(doctor.id),
    meta: { lastUpdated: new Date(updatedAt).toISOString() },
    ...(networks.length ? { extension: networks } : {}),
    active: true,
    practitioner: { reference: `Practitioner/${doctor.id}`, display: doctorName(doctor) },
    ...(doctor.specialitySlug ? { specialty: specialityConcepts(origin, { slug: doctor.specialitySlug, name: doctor.specialityName }) } : {}),
    ...(clinics.length ? { location: clinics.map((clinic) => ({ reference: `Location/${clinic.id}`, display: clinic.name })) } : {}),
    telecom: [{ system: 'url', value: doctorPageUrl(origin, doctor) }],
  };
}

export function location(clinic: ClinicRow, origin: string): Resource {
  const line = [clinic.addressOne, clinic.addressTwo].filter((part): part is string => Boolean(part?.trim()));
  const address = {
    use: 'work',
    ...(line.length ? { line } : {}),
    ...(clinic.city ? { city: clinic.city } : {}),
    ...(clinic.state ? { state: clinic.state } : {}),
    ...(clinic.postalCode?.trim() && !NO_POSTAL_CODES.has(countryCode(clinic.country) ?? '') ? { postalCode: clinic.postalCode.trim() } : {}),
    ...(clinic.country ? { country: clinic.country } : {}),
  };
  return {
    resourceType: 'Location',
    id: String(clinic.id),
    meta: { lastUpdated: clinic.updatedAt.toISOString() },
    status: 'active',
    mode: 'instance',
    identifier: [{ system: locationIdentifierSystem(origin), value: String(clinic.id) }],
    name: clinic.name,
    // SMART Scheduling Links: "a phone number and a URL"; the practice's listed phone, and the doctor's page.
    telecom: [
      ...(clinic.phone?.trim() ? [{ system: 'phone', value: clinic.phone.trim(), use: 'work' }] : []),
      { system: 'url', value: doctorPageUrl(origin, { id: clinic.doctorId, slug: clinic.doctorSlug, specialitySlug: clinic.doctorSpecialitySlug, citySlug: clinic.doctorCitySlug }) },
    ],
    address,
    ...(clinic.latitude !== null && clinic.longitude !== null ? { position: { latitude: clinic.latitude, longitude: clinic.longitude } } : {}),
  };
}

/** A schedule; the bulk feed (SMART Scheduling Links) names its Location alone as the actor. */
export function schedule(row: ScheduleRow, origin: string, options: { locationOnly?: boolean } = {}): Resource {
  const ref = row.ref;
  const locationActor = ref.type === 'offline' ? [{ reference: `Location/${ref.clinicId}`, display: row.clinicName ?? undefined }] : [];
  const actor = options.locationOnly
    ? locationActor
    : [{ reference: `Practitioner/${ref.doctorId}`, display: row.doctorName }, { reference: `PractitionerRole/${ref.doctorId}` }, ...locationActor];
  return {
    resourceType: 'Schedule',
    id: scheduleId(ref),
    meta: { lastUpdated: row.updatedAt.toISOString() },
    extension: visitMode(origin, ref.type),
    active: true,
    ...serviceOf(origin, { slug: row.specialitySlug, name: row.specialityName }),
    actor,
  };
}

/** The deep link of a slot: the doctor's page with this time preselected in its booking panel. */
export function slotDeepLink(origin: string, doctor: DoctorRow, slot: SlotEntry): string {
  const ref = slot.ref.schedule;
  return doctorPageUrl(origin, doctor, {
    slot: slotParam({ type: ref.type, date: slot.ref.date, time: slot.ref.time, clinicId: ref.type === 'offline' ? ref.clinicId : null }),
    book: 1,
  });
}

export function slot(entry: SlotEntry, origin: string, options: { deepLink?: string; capacity?: boolean; doctor?: DoctorRow | undefined } = {}): Resource {
  // A clinic visit can be booked by calling the practice's listed phone (video consultations only online).
  const phone = entry.ref.schedule.type === 'offline' ? options.doctor?.contactPhone?.trim() : undefined;
  // SMART Scheduling Links' own extensions first (its examples put booking-deep-link there), then ours.
  const extension = [
    ...(options.deepLink ? [{ url: BOOKING_DEEP_LINK, valueUrl: options.deepLink }] : []),
    ...(phone ? [{ url: BOOKING_PHONE, valueString: phone }] : []),
    ...(options.capacity ? [{ url: SLOT_CAPACITY, valueInteger: entry.status === 'free' ? 1 : 0 }] : []),
    ...visitMode(origin, entry.ref.schedule.type),
  ];
  return {
    resourceType: 'Slot',
    id: slotId(entry.ref),
    ...(entry.updatedAt ? { meta: { lastUpdated: entry.updatedAt.toISOString() } } : {}),
    ...(extension.length ? { extension } : {}),
    schedule: { reference: `Schedule/${scheduleId(entry.ref.schedule)}` },
    ...(options.doctor ? serviceOf(origin, { slug: options.doctor.specialitySlug, name: options.doctor.specialityName }) : {}),
    status: entry.status,
    start: entry.start.toISOString(),
    end: entry.end.toISOString(),
  };
}

const APPOINTMENT_STATUS: Record<AppointmentRow['bookingStatus'], string> = {
  confirmed: 'booked',
  ongoing: 'arrived',
  completed: 'fulfilled',
  cancelled: 'cancelled',
  no_show: 'noshow',
};

export function appointment(row: AppointmentRow, origin: string): Resource {
  const schedule: ScheduleRef = row.appointmentType === 'online' || row.clinicId === null
    ? { doctorId: row.doctorId, type: 'online' }
    : { doctorId: row.doctorId, type: 'offline', clinicId: row.clinicId };
  const slotReference = `Slot/${slotId({ schedule, date: row.appointmentDate, time: row.appointmentTime.slice(0, 5) })}`;
  return {
    resourceType: 'Appointment',
    id: String(row.id),
    meta: { lastUpdated: row.updatedAt.toISOString() },
    extension: visitMode(origin, schedule.type),
    status: APPOINTMENT_STATUS[row.bookingStatus],
    ...(row.bookingStatus === 'cancelled' && row.cancelReason ? { cancelationReason: { text: row.cancelReason } } : {}),
    description: row.description,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    minutesDuration: row.duration,
    slot: [{ reference: slotReference }],
    created: row.createdAt.toISOString(),
    participant: [
      { actor: { reference: `Practitioner/${row.doctorId}` }, required: 'required', status: 'accepted' },
      ...(row.clinicId !== null && row.appointmentType === 'offline' ? [{ actor: { reference: `Location/${row.clinicId}` }, required: 'required', status: 'accepted' }] : []),
      { actor: { display: row.name }, required: 'required', status: 'accepted' },
    ],
  };
}

export function operationOutcome(severity: 'error' | 'warning' | 'information', code: string, diagnostics: string, expression?: string[]): Resource {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity, code, diagnostics, ...(expression?.length ? { expression } : {}) }],
  };
}

export interface BundlePage {
  /** The search URL of this page (absolute), and of the next one when there is more. */
  self: string;
  next?: string | undefined;
  total: number;
  /** An OperationOutcome about the search itself (what a lenient search ignored): an entry of mode `outcome`. */
  outcome?: Resource | undefined;
  /** Resources of `_include`/`_revinclude`: entries of mode `include`, after the matches (not in `total`). */
  included?: Resource[] | undefined;
}

/** A `near` search's Bundle with each Location entry's distance (km, 3 decimals: metres) on `search.extension`. */
export function withDistances(bundle: Resource, kmById: Map<string, number>): Resource {
  const entries = bundle.entry as Array<{ resource: Resource; search: Record<string, unknown> }> | undefined;
  if (!entries) return bundle;
  return {
    ...bundle,
    entry: entries.map((entry) => {
      const km = entry.resource.id === undefined ? undefined : kmById.get(entry.resource.id);
      if (km === undefined || entry.search.mode !== 'match') return entry;
      const valueDistance = { value: Math.round(km * 1000) / 1000, unit: 'km', system: 'http://unitsofmeasure.org', code: 'km' };
      return { ...entry, search: { ...entry.search, extension: [{ url: LOCATION_DISTANCE, valueDistance }] } };
    }),
  };
}

export function searchBundle(resources: Resource[], page: BundlePage, fullUrl: (resource: Resource) => string): Resource {
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: page.total,
    link: [{ relation: 'self', url: page.self }, ...(page.next ? [{ relation: 'next', url: page.next }] : [])],
    ...(resources.length || page.outcome
      ? {
          entry: [
            ...resources.map((resource) => ({ fullUrl: fullUrl(resource), resource, search: { mode: 'match' } })),
            ...(page.included ?? []).map((resource) => ({ fullUrl: fullUrl(resource), resource, search: { mode: 'include' } })),
            ...(page.outcome ? [{ resource: page.outcome, search: { mode: 'outcome' } }] : []),
          ],
        }
      : {}),
  };
}
