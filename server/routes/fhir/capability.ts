/** GET /fhir/metadata: the CapabilityStatement of what /fhir supports (kept beside the routes it lists). */
import type { Resource } from '../../services/fhir/resources.ts';
import { smartSecurity } from '../../services/smart/discovery.ts';
import { cancelOperationUrl } from '../../services/fhir/terminology.ts';
import { MAX_COUNT, MAX_COUNT_ASKED } from './fhir-http.ts';
import { SEARCH_INCLUDES, SEARCH_REVINCLUDES } from './includes.ts';
import { DEFAULT_NEAR_KM, MAX_NEAR_KM } from '../../services/fhir/near-param.ts';
import { NETWORK_REFERENCE } from '../../services/fhir/insurance-resources.ts';

const param = (name: string, type: string, documentation: string) => ({ name, type, documentation });
const paging = [
  param('_count', 'number', `Page size, 0 to ${MAX_COUNT} (default 20; larger values up to ${MAX_COUNT_ASKED} are capped to ${MAX_COUNT}; 0 answers the total only).`),
  param('_page', 'number', 'Page number (1 to 10000); the Bundle links the next page.'),
  param('_summary', 'token', 'count: the total only (a Bundle without entries).'),
];
const searchType = {
  code: 'search-type',
  documentation: 'GET [type]?… or POST [type]/_search with an application/x-www-form-urlencoded body (query and body combined, the same answer). Paging links repeat the parameters as a GET.',
};
const read = [{ code: 'read' }, searchType];
const lastUpdated = (what: string) =>
  param('_lastUpdated', 'date', `meta.lastUpdated (${what}): ge/gt/le/lt/eq with an instant (to the millisecond) or a date (a UTC day); two values make a range. gt<lastUpdated or time of your last sync> answers what changed since.`);
const NETWORK = 'Organization/network-<id> (or network-<id>), comma separated: any of them. Insurers are not networks (400).';
const CITY = 'FHIR string search: the city starts with the value, ignoring case and accents (dub, DÜBAI → Dubai); Arabic or Hindi names of the catalog\'s cities work too (دبي). :exact matches the whole city as written. A comma list (dub,kol) matches any of its values; \\, is a comma.';

export function capabilityStatement(base: string, at: Date): Resource {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: at.toISOString(),
    kind: 'instance',
    software: { name: 'MedBook' },
    implementation: { description: 'MedBook FHIR R4 scheduling API', url: base },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    patchFormat: ['application/json-patch+json'],
    rest: [
      {
        mode: 'server',
        documentation: 'Directory reads are public. Appointment needs a patient: Authorization: Bearer <token of POST /api/verify-otp>, or a SMART app\'s access token within its scopes. Unknown search parameters (and _include/_revinclude values not listed) are refused (400) unless the request says Prefer: handling=lenient: then they are ignored and named in an OperationOutcome entry of the Bundle (search.mode outcome). Included resources follow the matches as entries of search.mode include, each once, outside total and paging.',
        security: smartSecurity(base),
        resource: [
          {
            type: 'Practitioner',
            interaction: read,
            searchParam: [param('_id', 'token', 'Doctor ids, comma separated.'), param('name', 'string', 'Part of the first or last name.'), lastUpdated('the doctor\'s profile'), ...paging],
            searchRevInclude: [...SEARCH_REVINCLUDES.Practitioner],
          },
          {
            type: 'PractitionerRole',
            interaction: read,
            searchParam: [
              param('_id', 'token', 'Doctor ids.'),
              param('specialty', 'token', 'Speciality code (slug, e.g. cardiology) or name.'),
              param('practitioner', 'reference', 'Practitioner/<id>.'),
              param('location', 'reference', 'Location/<id>: doctors practising at that clinic.'),
              param('location.address-city', 'string', `City of one of the doctor's clinics. ${CITY}`),
              { ...param('network', 'reference', NETWORK), definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/practitionerrole-network' },
              lastUpdated('the doctor\'s profile or one of their clinics'),
              ...paging,
            ],
            searchInclude: [...SEARCH_INCLUDES.PractitionerRole],
            documentation: `The networks the doctor's clinics accept: one extension ${NETWORK_REFERENCE} (Da Vinci PDex Plan-Net) per network, valueReference Organization/network-<id>.`,
          },
          {
            type: 'HealthcareService',
            interaction: read,
            documentation: `One per Schedule, with the same id: the doctor's clinic visits at one clinic (<doctor>-clinic-<clinic>, location the clinic) or video consultations (<doctor>-video); the Schedule's actors name the Practitioner. The networks the service takes are ${NETWORK_REFERENCE} extensions: a clinic visit its clinic's networks, a video consultation the doctor's networks when the doctor says video consultations are covered, else none.`,
            searchParam: [
              param('_id', 'token', 'One service id.'),
              param('location', 'reference', 'Location/<id>: the clinic visits at that clinic.'),
              param('network', 'reference', NETWORK),
              lastUpdated('the doctor, the clinic or the availability'),
              ...paging,
            ],
          },
          {
            type: 'Organization',
            interaction: read,
            documentation: 'The insurance catalog: each insurer is Organization/insurer-<id> (type ins of HL7 organization-type), each of its networks or plans Organization/network-<id> (type ntwk of Plan-Net\'s OrgTypeCS, partOf the insurer); identifier the catalog\'s slug, alias the Arabic and Hindi names. A Coverage contained in an Appointment names its payor here.',
            searchParam: [
              param('_id', 'token', 'insurer-<id> or network-<id>, comma separated.'),
              param('type', 'token', 'ins (insurers) or ntwk (networks).'),
              param('partof', 'reference', 'Organization/insurer-<id>: that insurer\'s networks.'),
              ...paging,
            ],
          },
          {
            type: 'Location',
            interaction: read,
            searchParam: [
              param('_id', 'token', 'Clinic ids.'),
              param('address-city', 'string', `City. ${CITY}`),
              {
                ...param(
                  'near',
                  'special',
                  `latitude|longitude|distance|units: clinics within the distance, nearest first (each entry's distance in search.extension, location-distance). Units km (default) or [mi_i]; distance up to ${MAX_NEAR_KM} km, ${DEFAULT_NEAR_KM} km when left out.`,
                ),
                definition: 'http://hl7.org/fhir/SearchParameter/Location-near',
              },
              lastUpdated('the clinic'),
              ...paging,
            ],
            searchRevInclude: [...SEARCH_REVINCLUDES.Location],
          },
          {
            type: 'Schedule',
            interaction: read,
            searchParam: [
              param('_id', 'token', 'One schedule id.'),
              param('actor', 'reference', 'Practitioner/<id>, PractitionerRole/<id> or Location/<id>.'),
              lastUpdated('the doctor, the clinic or the availability'),
              ...paging,
            ],
          },
          {
            type: 'Slot',
            interaction: read,
            searchParam: [
              param('schedule', 'reference', 'Required: Schedule/<id>, up to 10 comma separated.'),
              param('start', 'date', 'ge/gt/lt/le/eq with a date (the schedule\'s local day) or an instant; at most 31 days; default the next 7 days.'),
              param('status', 'token', 'free, busy.'),
              param('_sort', 'special', 'start (the default) or -start (latest first); with Prefer: handling=lenient another value is ignored.'),
              lastUpdated('the schedule\'s last change, a booking, cancellation or waitlist hold over the slot, or the day it entered the booking horizon'),
              ...paging,
            ],
            searchInclude: [...SEARCH_INCLUDES.Slot],
          },
          {
            type: 'Appointment',
            interaction: [{ code: 'create' }, { code: 'read' }, searchType, { code: 'patch' }],
            documentation: 'create: an Appointment naming one free Slot in slot[0] (Idempotency-Key honoured; 409 when the slot was just taken; 422 past the booking limits). The patient\'s name, email and phone come from a contained Patient, else from the account; description is the reason for the visit. Contained resources may be Patient (one), RelatedPerson and Coverage (one); every #reference must name one of them (400 otherwise). A contained Patient with a birthDate (YYYY-MM-DD, 1900 to today) books for the caller\'s family member of that name and date of birth (added in the app\'s Edit Profile; none matching: 422, nothing booked); the holder\'s contact then comes from a contained RelatedPerson or the account. A contained Coverage books with the saved insurance of the person booked for: payor Organization/insurer-<id>, subscriberId the saved member number and a plan class, when given, the saved network\'s slug must match it (422 otherwise), and the doctor must take it for this visit (422). patch: [{"op":"replace","path":"/status","value":"cancelled"}] cancels (until 2 hours before the start). Read: a booking for a family member has a contained Patient #patient (name, gender, birthDate as copied at booking) as its patient participant and the account holder who booked it as a contained RelatedPerson #holder (patient #patient, relationship in v3-RoleCode), a participant of type CALLBCK (v3-ParticipationType: confirmations and reminders go to them); a booking with insurance contains a Coverage #coverage (payor Organization/insurer-<id>, class plan = the network\'s slug and name, subscriberId = member number, beneficiary #patient) named by supportingInformation. Only the booking\'s patient reads an Appointment.',
            searchParam: [param('status', 'token', 'booked, arrived, fulfilled, cancelled, noshow.'), ...paging],
            operation: [{ name: 'cancel', definition: cancelOperationUrl(base), documentation: 'POST /fhir/Appointment/<id>/$cancel with an optional Parameters resource (reason: valueString).' }],
          },
          {
            type: 'CodeSystem',
            interaction: [{ code: 'read' }],
            documentation: 'The code systems our resources cite: CodeSystem/speciality (the catalog\'s specialities, with Arabic and Hindi designations).',
          },
          {
            type: 'OperationDefinition',
            interaction: [{ code: 'read' }],
            documentation: 'The operations defined here: OperationDefinition/Appointment-cancel.',
          },
          {
            type: 'StructureDefinition',
            interaction: [{ code: 'read' }],
            documentation: 'The extensions defined here: StructureDefinition/visit-mode (video or clinic visit, on Schedule, Slot and Appointment).',
          },
        ],
        operation: [{ name: 'bulk-publish', definition: 'http://hl7.org/fhir/uv/bulkdata/OperationDefinition/bulk-publish', documentation: 'SMART Scheduling Links manifest: GET /fhir/$bulk-publish (_since honoured).' }],
      },
    ],
  };
}
