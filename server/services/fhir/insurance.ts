/**
 * The insurance catalog as the FHIR directory shows it (issue 41): insurers and their networks
 * (Organization resources), and which networks a clinic visit or a video consultation takes.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctors } from '../../db/schema/doctors.ts';
import { clinicInsuranceNetworks, insuranceNetworks, insurers } from '../../db/schema/insurance.ts';
import { scheduleId, type ScheduleRef } from './ids.ts';

export interface InsurerRow {
  id: number;
  slug: string;
  country: string;
  name: string;
  nameAr: string;
  nameHi: string;
}

export interface NetworkRow {
  id: number;
  slug: string;
  name: string;
  nameAr: string;
  nameHi: string;
  insurer: InsurerRow;
}

export interface InsuranceCatalog {
  insurers: InsurerRow[];
  networks: NetworkRow[];
  network: (id: number) => NetworkRow | undefined;
  insurerOf: (id: number) => InsurerRow | undefined;
}

/**
 * The whole catalog in two small reads: it is tens of rows (the verification team adds one at a
 * time), so Organization searches filter and page it in memory rather than in SQL.
 */
export async function insuranceCatalog(db: Db): Promise<InsuranceCatalog> {
  const [insurerRows, networkRows] = await Promise.all([
    db.select({ id: insurers.id, slug: insurers.slug, country: insurers.country, name: insurers.name, nameAr: insurers.nameAr, nameHi: insurers.nameHi }).from(insurers).orderBy(asc(insurers.id)),
    db
      .select({ id: insuranceNetworks.id, insurerId: insuranceNetworks.insurerId, slug: insuranceNetworks.slug, name: insuranceNetworks.name, nameAr: insuranceNetworks.nameAr, nameHi: insuranceNetworks.nameHi })
      .from(insuranceNetworks)
      .orderBy(asc(insuranceNetworks.id)),
  ]);
  const insurerById = new Map(insurerRows.map((row) => [row.id, row]));
  const networks = networkRows.flatMap(({ insurerId, ...row }) => {
    const insurer = insurerById.get(insurerId);
    return insurer ? [{ ...row, insurer }] : [];
  });
  const networkById = new Map(networks.map((row) => [row.id, row]));
  return { insurers: insurerRows, networks, network: (id) => networkById.get(id), insurerOf: (id) => insurerById.get(id) };
}

/**
 * The networks each schedule's service takes, by schedule id: a clinic visit the clinic's accepted
 * networks; a video consultation the doctor's (all clinics') networks when the doctor says video is
 * covered (doctors.video_insurance), else none.
 */
export async function networksOfSchedules(db: Db, refs: ScheduleRef[]): Promise<Map<string, number[]>> {
  const clinicIds = [...new Set(refs.flatMap((ref) => (ref.type === 'offline' ? [ref.clinicId] : [])))];
  const videoDoctors = [...new Set(refs.flatMap((ref) => (ref.type === 'online' ? [ref.doctorId] : [])))];
  const [clinicRows, doctorRows] = await Promise.all([
    clinicIds.length
      ? db.select({ clinicId: clinicInsuranceNetworks.clinicId, networkId: clinicInsuranceNetworks.networkId }).from(clinicInsuranceNetworks).where(inArray(clinicInsuranceNetworks.clinicId, clinicIds))
      : [],
    videoDoctors.length ? db.select({ id: doctors.id, networkIds: doctors.networkIds, videoInsurance: doctors.videoInsurance }).from(doctors).where(inArray(doctors.id, videoDoctors)) : [],
  ]);
  const result = new Map<string, number[]>();
  for (const ref of refs) {
    const ids = ref.type === 'offline'
      ? clinicRows.filter((row) => row.clinicId === ref.clinicId).map((row) => row.networkId)
      : (() => {
          const doctor = doctorRows.find((row) => row.id === ref.doctorId);
          return doctor?.videoInsurance ? doctor.networkIds : [];
        })();
    result.set(scheduleId(ref), [...new Set(ids)].sort((a, b) => a - b));
  }
  return result;
}

/** The networks a doctor's clinics accept (doctors.network_ids, kept by migration 0024's triggers). */
export async function networksOfDoctors(db: Db, doctorIds: number[]): Promise<Map<number, number[]>> {
  if (!doctorIds.length) return new Map();
  const rows = await db.select({ id: doctors.id, networkIds: doctors.networkIds }).from(doctors).where(inArray(doctors.id, doctorIds));
  return new Map(rows.map((row) => [row.id, [...row.networkIds].sort((a, b) => a - b)]));
}

/** One insurer by id (Coverage.payor of a booking). */
export async function insurerById(db: Db, id: number): Promise<InsurerRow | undefined> {
  const [row] = await db.select({ id: insurers.id, slug: insurers.slug, country: insurers.country, name: insurers.name, nameAr: insurers.nameAr, nameHi: insurers.nameHi }).from(insurers).where(eq(insurers.id, id));
  return row;
}
