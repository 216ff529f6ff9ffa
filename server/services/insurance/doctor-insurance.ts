import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clinics } from '../../db/schema/doctors.ts';
import { clinicInsuranceNetworks, insuranceNetworks } from '../../db/schema/insurance.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import type { DoctorInsurance, SaveDoctorInsuranceBody } from '../../../src/shared/schemas/insurance.ts';
import { badRequest, notFound } from '../../errors.ts';
import { findDoctor, updateDoctor } from '../../repositories/doctors.ts';
import { now } from '../common/clock.ts';

/**
 * The portal's Insurance section (issue 41): which networks each of the doctor's clinics accepts, and
 * whether they cover video consultations. Networks are catalog ids only: a doctor never adds one.
 */
export async function loadDoctorInsurance(db: Db, doctorId: number): Promise<DoctorInsurance> {
  const [doctor, clinicRows, accepted] = await Promise.all([
    findDoctor(db, doctorId),
    db.select({ id: clinics.id, clinic_name: clinics.clinicName, country: clinics.country }).from(clinics).where(eq(clinics.doctorId, doctorId)).orderBy(asc(clinics.id)),
    db
      .select({ clinicId: clinicInsuranceNetworks.clinicId, networkId: clinicInsuranceNetworks.networkId })
      .from(clinicInsuranceNetworks)
      .innerJoin(clinics, eq(clinics.id, clinicInsuranceNetworks.clinicId))
      .where(eq(clinics.doctorId, doctorId))
      .orderBy(asc(clinicInsuranceNetworks.networkId)),
  ]);
  return {
    clinics: clinicRows.map((clinic) => ({ ...clinic, network_ids: accepted.filter((a) => a.clinicId === clinic.id).map((a) => a.networkId) })),
    video_insurance: doctor?.videoInsurance ?? false,
  };
}

/**
 * Each clinic sent gets exactly its networks. Checked whole before anything is written: another
 * doctor's clinic is a 404 (ids say nothing), a network outside the catalog a 400.
 */
export async function saveDoctorInsurance(db: Db, doctorId: number, body: SaveDoctorInsuranceBody): Promise<DoctorInsurance> {
  const clinicIds = body.clinics.map((c) => c.clinic_id);
  const networkIds = [...new Set(body.clinics.flatMap((c) => c.network_ids))];
  await db.transaction(async (tx) => {
    // The doctor's row, locked: two saves of one doctor apply one after the other.
    await findDoctor(tx, doctorId, { forUpdate: true });
    const own = clinicIds.length
      ? await tx.select({ id: clinics.id }).from(clinics).where(and(eq(clinics.doctorId, doctorId), inArray(clinics.id, clinicIds)))
      : [];
    if (own.length !== clinicIds.length) throw notFound(t('doctorInsurance.clinicNotFound'));
    const known = networkIds.length ? await tx.select({ id: insuranceNetworks.id }).from(insuranceNetworks).where(inArray(insuranceNetworks.id, networkIds)) : [];
    if (known.length !== networkIds.length) throw badRequest(t('doctorInsurance.networkUnknown'), { network_ids: t('doctorInsurance.networkUnknown') });
    if (clinicIds.length) await tx.delete(clinicInsuranceNetworks).where(inArray(clinicInsuranceNetworks.clinicId, clinicIds));
    const rows = body.clinics.flatMap((c) => [...new Set(c.network_ids)].map((networkId) => ({ clinicId: c.clinic_id, doctorId, networkId })));
    if (rows.length) await tx.insert(clinicInsuranceNetworks).values(rows);
    // The doctor's row moves with their networks: FHIR's PractitionerRole and HealthcareService show them,
    // and their meta.lastUpdated, versionId and ETag (and _lastUpdated searches) read this column.
    await updateDoctor(tx, doctorId, { videoInsurance: body.video_insurance, updatedAt: now() });
  });
  return loadDoctorInsurance(db, doctorId);
}
