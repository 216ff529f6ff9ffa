/**
 * The insurance catalog in FHIR R4 (issue 41), shaped after Da Vinci PDex Plan-Net, the HL7 guide
 * for provider directories: an insurer is an Organization of type `ins` (HL7 organization-type), each
 * of its networks an Organization of Plan-Net's type `ntwk` whose partOf is the insurer, and the
 * services that take a network name it with Plan-Net's network-reference extension (PractitionerRole
 * and HealthcareService). Ids: Organization/insurer-{id} and Organization/network-{id}.
 */
import type { ScheduleRow } from './directory.ts';
import { insurerId, networkId, scheduleId } from './ids.ts';
import type { InsuranceCatalog, InsurerRow, NetworkRow } from './insurance.ts';
import { specialityConcepts, visitMode, type Resource } from './resources.ts';

export const NETWORK_REFERENCE = 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/network-reference';
const ORGANIZATION_TYPE = 'http://terminology.hl7.org/CodeSystem/organization-type';
const PLAN_NET_ORG_TYPE = 'http://hl7.org/fhir/us/davinci-pdex-plan-net/CodeSystem/OrgTypeCS';
const COVERAGE_CLASS = 'http://terminology.hl7.org/CodeSystem/coverage-class';

/** The identifier systems of the catalog's slugs (stable across databases, unlike the ids). */
export const insurerIdentifierSystem = (origin: string) => `${origin}/fhir/insurer`;
export const networkIdentifierSystem = (origin: string) => `${origin}/fhir/insurance-network`;

/** The catalog's Arabic and Hindi names (the console's translations), as aliases of the English name. */
const aliases = (row: { nameAr: string; nameHi: string }) => [row.nameAr, row.nameHi].filter((name) => name.trim());

export function insurerOrganization(row: InsurerRow, origin: string): Resource {
  return {
    resourceType: 'Organization',
    id: insurerId(row.id),
    identifier: [{ system: insurerIdentifierSystem(origin), value: row.slug }],
    active: true,
    type: [{ coding: [{ system: ORGANIZATION_TYPE, code: 'ins', display: 'Insurance Company' }] }],
    name: row.name,
    alias: aliases(row),
    address: [{ country: row.country.toUpperCase() }],
  };
}

export function networkOrganization(row: NetworkRow, origin: string): Resource {
  return {
    resourceType: 'Organization',
    id: networkId(row.id),
    identifier: [{ system: networkIdentifierSystem(origin), value: row.slug }],
    active: true,
    type: [{ coding: [{ system: PLAN_NET_ORG_TYPE, code: 'ntwk', display: 'Network' }] }],
    name: row.name,
    alias: aliases(row),
    partOf: { reference: `Organization/${insurerId(row.insurer.id)}`, display: row.insurer.name },
  };
}

/** One network-reference extension per accepted network (ids outside the catalog are left out). */
export function networkReferences(ids: number[], catalog: InsuranceCatalog) {
  return ids.flatMap((id) => {
    const network = catalog.network(id);
    return network ? [{ url: NETWORK_REFERENCE, valueReference: { reference: `Organization/${networkId(id)}`, display: network.name } }] : [];
  });
}

/**
 * A HealthcareService per Schedule (same id): the doctor's clinic visits at one clinic, or their video
 * consultations, with the networks that service takes. Its Schedule's actors name the Practitioner.
 */
export function healthcareService(row: ScheduleRow, networkIds: number[], catalog: InsuranceCatalog, origin: string): Resource {
  const ref = row.ref;
  const concepts = specialityConcepts(origin, { slug: row.specialitySlug, name: row.specialityName });
  return {
    resourceType: 'HealthcareService',
    id: scheduleId(ref),
    meta: { lastUpdated: row.updatedAt.toISOString() },
    extension: [...visitMode(origin, ref.type), ...networkReferences(networkIds, catalog)],
    active: true,
    ...(concepts.length ? { type: concepts, specialty: concepts } : {}),
    ...(ref.type === 'offline' ? { location: [{ reference: `Location/${ref.clinicId}`, ...(row.clinicName ? { display: row.clinicName } : {}) }] } : {}),
    name: row.doctorName,
    appointmentRequired: true,
  };
}

/** The insurance a booking carries, as the contained Coverage of its Appointment (appointment-subject.ts). */
export interface BookingInsurance {
  insurer: InsurerRow;
  network: NetworkRow | undefined;
  memberNumber: string | null;
}

/**
 * A contained Coverage: payor the insurer, class `plan` the network, subscriberId the member number,
 * beneficiary the Appointment's patient (`#patient`, contained beside it).
 */
export function containedCoverage(insurance: BookingInsurance, patientRef: string): Resource {
  return {
    resourceType: 'Coverage',
    id: 'coverage',
    status: 'active',
    ...(insurance.memberNumber ? { subscriberId: insurance.memberNumber } : {}),
    beneficiary: { reference: patientRef },
    payor: [{ reference: `Organization/${insurerId(insurance.insurer.id)}`, display: insurance.insurer.name }],
    ...(insurance.network
      ? {
          class: [
            {
              type: { coding: [{ system: COVERAGE_CLASS, code: 'plan', display: 'Plan' }] },
              value: insurance.network.slug,
              name: insurance.network.name,
            },
          ],
        }
      : {}),
  };
}
