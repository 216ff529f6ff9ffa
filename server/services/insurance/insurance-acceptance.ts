/**
 * Whether a doctor takes a patient's saved insurance (issue 41): a clinic visit when that clinic
 * accepts the card's network; a video consultation when the doctor covers video and one of their
 * clinics accepts the network. One rule for the booking panel's line (coverage) and the booking
 * itself (add-appointment with use_insurance), so the two never disagree.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { InsuranceCoverage } from '../../../src/shared/schemas/patient-insurance.ts';
import type { Db } from '../../db/client.ts';
import { findDoctor } from '../../repositories/doctors.ts';
import { clinicInsuranceNetworks } from '../../db/schema/insurance.ts';
import { localeNow } from '../common/locale-context.ts';
import { listPatientInsurance } from './patient-insurance.ts';

type Reads = Pick<Db, 'select'>;

export interface Acceptance {
  /** Clinic ids of the doctor accepting each network. */
  clinicsOf: (networkId: number) => number[];
  video: (networkId: number) => boolean;
}

export async function doctorAcceptance(db: Reads, doctorId: number, networkIds: number[]): Promise<Acceptance> {
  const [rows, doctor] = await Promise.all([
    networkIds.length
      ? db
          .select({ clinicId: clinicInsuranceNetworks.clinicId, networkId: clinicInsuranceNetworks.networkId })
          .from(clinicInsuranceNetworks)
          .where(and(eq(clinicInsuranceNetworks.doctorId, doctorId), inArray(clinicInsuranceNetworks.networkId, networkIds)))
      : Promise.resolve([]),
    findDoctor(db, doctorId),
  ]);
  const clinicsOf = (networkId: number) => rows.filter((row) => row.networkId === networkId).map((row) => row.clinicId).sort((a, b) => a - b);
  return { clinicsOf, video: (networkId) => Boolean(doctor?.videoInsurance) && clinicsOf(networkId).length > 0 };
}

/** Whether the doctor takes this network for a booking of this type (at this clinic, for a visit). */
export function accepts(acceptance: Acceptance, networkId: number, type: 'online' | 'offline', clinicId: number | null): boolean {
  return type === 'online' ? acceptance.video(networkId) : clinicId !== null && acceptance.clinicsOf(networkId).includes(clinicId);
}

/** GET /api/patient-insurance/coverage: each saved insurance of the account against one doctor. */
export async function insuranceCoverage(db: Db, ownerId: number, doctorId: number): Promise<InsuranceCoverage[]> {
  const saved = await listPatientInsurance(db, ownerId, localeNow());
  const acceptance = await doctorAcceptance(db, doctorId, [...new Set(saved.map((item) => item.network_id))]);
  return saved.map((item) => ({
    family_member_id: item.family_member_id,
    network_name: item.network_name,
    clinic_ids: acceptance.clinicsOf(item.network_id),
    video: acceptance.video(item.network_id),
  }));
}
