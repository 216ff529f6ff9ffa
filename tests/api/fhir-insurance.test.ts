/**
 * Accepted insurance in the FHIR directory (issue 41): a PractitionerRole and a HealthcareService
 * name the networks they take with Plan-Net's network-reference extension, `network=` finds them,
 * and the insurers and networks they point to resolve as Organizations. Each answer is judged by the
 * official R4 JSON schema and @medplum/core's validator, and read back with FHIRPath (Plan-Net's own
 * search expression).
 */
import { evalFhirPath } from '@medplum/core';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doctors } from '../../server/db/schema/doctors.ts';
import { clinicInsuranceNetworks, insuranceNetworks } from '../../server/db/schema/insurance.ts';
import { fhirErrors } from '../helpers/fhir-validate.ts';
import { r4SchemaErrors } from '../helpers/fhir-schema.ts';
import { t } from '../helpers/messages.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { World } from './booking-fixtures.ts';
import { FHIR_JSON, NOW, withFhirWorld } from './fhir-fixtures.ts';
import { setClock } from '../../server/services/common/clock.ts';
import { saveDoctorInsurance } from '../../server/services/insurance/doctor-insurance.ts';

const NETWORK_REFERENCE = 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/network-reference';
/** Plan-Net's SearchParameter practitionerrole-network, as its expression reads the extension. */
const PLAN_NET_NETWORK = `extension.where(url='${NETWORK_REFERENCE}').value.reference`;

let ctx: TestApp;
let world: World;
/** Two networks of two insurers: the Dubai clinic takes both, the Kolkata clinic the second; video covered for Dubai only. */
let daman: { id: number; insurerId: number; name: string };
let second: { id: number; insurerId: number };

withFhirWorld(async (app, fhirWorld) => {
  ctx = app;
  world = fhirWorld;
  const networks = await ctx.database.db.select().from(insuranceNetworks).orderBy(asc(insuranceNetworks.id));
  const first = networks[0]!;
  const other = networks.find((row) => row.insurerId !== first.insurerId)!;
  daman = { id: first.id, insurerId: first.insurerId, name: first.name };
  second = { id: other.id, insurerId: other.insurerId };
  await ctx.database.db.insert(clinicInsuranceNetworks).values([
    { clinicId: world.dubai.clinicId, doctorId: world.dubai.doctorId, networkId: daman.id },
    { clinicId: world.dubai.clinicId, doctorId: world.dubai.doctorId, networkId: second.id },
    { clinicId: world.kolkata.clinicId, doctorId: world.kolkata.doctorId, networkId: second.id },
  ]);
  await ctx.database.db.update(doctors).set({ videoInsurance: true }).where(eq(doctors.id, world.dubai.doctorId));
});

type Json = { resourceType: string; [key: string]: unknown };
type Bundle = Json & { total: number; entry?: Array<{ resource: Json & { id: string } }> };

async function fhir(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'application/fhir+json' } });
  expect(response.headers['content-type'], url).toMatch(FHIR_JSON);
  const json = response.json() as Json;
  expect(r4SchemaErrors(json), `R4 schema: ${url}`).toEqual([]);
  expect(fhirErrors(json), `medplum: ${url}`).toEqual([]);
  return { status: response.statusCode, json };
}
const ids = (bundle: Json) => ((bundle as Bundle).entry ?? []).map((entry) => entry.resource.id);

describe('accepted networks on PractitionerRole (Plan-Net network-reference)', () => {
  it('a role names each network its clinics accept, read back by Plan-Net\'s search expression', async () => {
    const { json } = await fhir(`/fhir/PractitionerRole/${world.dubai.doctorId}`);
    expect(evalFhirPath(PLAN_NET_NETWORK, json)).toEqual([`Organization/network-${Math.min(daman.id, second.id)}`, `Organization/network-${Math.max(daman.id, second.id)}`]);
    expect(evalFhirPath(`extension.where(url='${NETWORK_REFERENCE}').value.display`, json)).toContain(daman.name);
    const other = await fhir(`/fhir/PractitionerRole/${world.other.doctorId}`);
    expect(evalFhirPath(PLAN_NET_NETWORK, other.json)).toEqual([]);
  });

  it('network= finds the roles taking a network (a comma list is any of them), with or without the type', async () => {
    expect(ids((await fhir(`/fhir/PractitionerRole?network=Organization/network-${daman.id}`)).json)).toEqual([String(world.dubai.doctorId)]);
    expect(ids((await fhir(`/fhir/PractitionerRole?network=network-${second.id}`)).json).sort()).toEqual([String(world.dubai.doctorId), String(world.kolkata.doctorId)].sort());
    const both = await fhir(`/fhir/PractitionerRole?network=network-${daman.id},network-${second.id}&_summary=count`);
    expect(both.json.total).toBe(2);
  });

  it('an insurer, a markup or a malformed reference as network is a 400 in the caller\'s language; an unknown network finds none', async () => {
    for (const value of [`Organization/insurer-${daman.insurerId}`, '%3Cscript%3E', 'Organization/network-0', 'Location/1', `network-${'9'.repeat(12)}`]) {
      const { status, json } = await fhir(`/fhir/PractitionerRole?network=${value}`);
      expect(status, value).toBe(400);
      expect(json).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'invalid', diagnostics: t('fhir.invalidParam', { name: 'network', reason: t('fhir.invalidId', { type: 'Organization' }) }) }] });
    }
    expect((await fhir('/fhir/PractitionerRole?network=network-2147483647')).json.total).toBe(0);
  });
});

describe('HealthcareService: one per Schedule, with the networks it takes', () => {
  it('a clinic visit takes its clinic\'s networks; a video consultation its doctor\'s when video is covered', async () => {
    const clinic = await fhir(`/fhir/HealthcareService/${world.dubai.doctorId}-clinic-${world.dubai.clinicId}`);
    expect(clinic.status).toBe(200);
    expect(evalFhirPath('location.reference', clinic.json)).toEqual([`Location/${world.dubai.clinicId}`]);
    expect(evalFhirPath(PLAN_NET_NETWORK, clinic.json)).toHaveLength(2);
    expect(evalFhirPath(PLAN_NET_NETWORK, (await fhir(`/fhir/HealthcareService/${world.dubai.doctorId}-video`)).json)).toHaveLength(2);
    // Kolkata's clinic takes one network, but its video consultations are not covered.
    expect(evalFhirPath(PLAN_NET_NETWORK, (await fhir(`/fhir/HealthcareService/${world.kolkata.doctorId}-clinic-${world.kolkata.clinicId}`)).json)).toEqual([`Organization/network-${second.id}`]);
    expect(evalFhirPath(PLAN_NET_NETWORK, (await fhir(`/fhir/HealthcareService/${world.kolkata.doctorId}-video`)).json)).toEqual([]);
  });

  it('network= and location= search them; unknown and unverified are 404', async () => {
    const daman1 = await fhir(`/fhir/HealthcareService?network=Organization/network-${daman.id}`);
    expect(ids(daman1.json).sort()).toEqual([`${world.dubai.doctorId}-clinic-${world.dubai.clinicId}`, `${world.dubai.doctorId}-video`].sort());
    const secondOnly = await fhir(`/fhir/HealthcareService?network=network-${second.id}&location=Location/${world.kolkata.clinicId}`);
    expect(ids(secondOnly.json)).toEqual([`${world.kolkata.doctorId}-clinic-${world.kolkata.clinicId}`]);
    for (const url of [`/fhir/HealthcareService/${world.unverified.doctorId}-video`, '/fhir/HealthcareService/2147483647-video', '/fhir/HealthcareService/abc']) {
      expect((await fhir(url)).status, url).toBe(404);
    }
    expect((await fhir('/fhir/HealthcareService?network=Organization/insurer-1')).status).toBe(400);
    expect((await fhir('/fhir/HealthcareService?colour=blue')).status).toBe(400);
  });
});

describe('the insurers and networks resolve as Organizations', () => {
  it('a network is part of its insurer; both carry the catalog\'s slug and its Arabic and Hindi names', async () => {
    const network = await fhir(`/fhir/Organization/network-${daman.id}`);
    expect(network.json).toMatchObject({ resourceType: 'Organization', id: `network-${daman.id}`, name: daman.name, partOf: { reference: `Organization/insurer-${daman.insurerId}` } });
    expect(evalFhirPath('type.coding.code', network.json)).toEqual(['ntwk']);
    expect((network.json.alias as string[]).length).toBe(2);
    const insurer = await fhir(`/fhir/Organization/insurer-${daman.insurerId}`);
    expect(evalFhirPath('type.coding.code', insurer.json)).toEqual(['ins']);
  });

  it('searches by type and partof page the catalog; bad values are 400, unknown ids 404', async () => {
    const insurers = await fhir('/fhir/Organization?type=ins&_count=100');
    expect(evalFhirPath('entry.resource.type.coding.code.distinct()', insurers.json)).toEqual(['ins']);
    const ofInsurer = await fhir(`/fhir/Organization?partof=Organization/insurer-${daman.insurerId}&_count=100`);
    expect(ids(ofInsurer.json)).toContain(`network-${daman.id}`);
    expect(evalFhirPath('entry.resource.partOf.reference.distinct()', ofInsurer.json)).toEqual([`Organization/insurer-${daman.insurerId}`]);
    for (const url of ['/fhir/Organization?type=hospital', `/fhir/Organization?partof=Organization/network-${daman.id}`, '/fhir/Organization?_id=%3Cb%3E']) {
      expect((await fhir(url)).status, url).toBe(400);
    }
    for (const url of ['/fhir/Organization/insurer-2147483647', '/fhir/Organization/network-0', '/fhir/Organization/1']) {
      expect((await fhir(url)).status, url).toBe(404);
    }
  });

  it('the CapabilityStatement declares the types and the network search', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/fhir/metadata' });
    const resources = response.json().rest[0].resource as Array<{ type: string; searchParam?: Array<{ name: string; definition?: string }> }>;
    const role = resources.find((resource) => resource.type === 'PractitionerRole')!;
    expect(role.searchParam!.find((param) => param.name === 'network')?.definition).toBe('http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/practitionerrole-network');
    expect(resources.map((resource) => resource.type)).toEqual(expect.arrayContaining(['HealthcareService', 'Organization']));
    expect(fhirErrors(response.json())).toEqual([]);
  });
});

// Last: it changes the other doctor's networks, which the tests above expect to be none.
describe('a change of accepted networks moves the versions', () => {
  it('saving the portal\'s Insurance section moves the role\'s and the services\' lastUpdated, so a conditional read is not a stale 304', async () => {
    const url = `/fhir/PractitionerRole/${world.other.doctorId}`;
    const before = await ctx.app.inject({ method: 'GET', url });
    const etag = String(before.headers.etag);
    setClock(() => NOW + 60_000);
    try {
      await saveDoctorInsurance(ctx.database.db, world.other.doctorId, { clinics: [{ clinic_id: world.other.clinicId, network_ids: [daman.id] }], video_insurance: false });
      const after = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(after.statusCode).toBe(200);
      expect(evalFhirPath(PLAN_NET_NETWORK, after.json())).toEqual([`Organization/network-${daman.id}`]);
      expect(after.json().meta.lastUpdated).toBe(new Date(NOW + 60_000).toISOString());
      const service = (await fhir(`/fhir/HealthcareService/${world.other.doctorId}-clinic-${world.other.clinicId}`)).json as Json & { meta: { lastUpdated: string } };
      expect(service.meta.lastUpdated).toBe(new Date(NOW + 60_000).toISOString());
    } finally {
      setClock(() => NOW);
    }
  });
});
