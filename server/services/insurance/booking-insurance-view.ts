/**
 * The insurance a booking carries, as its doctor reads it (issue 41: booking list, day view,
 * details): insurer and network named in the reader's language, the member number, and whether the
 * saved card photo can still be opened. One catalog read for a whole page of bookings.
 */
import { inArray } from 'drizzle-orm';
import type { BookingInsurance } from '../../../src/shared/schemas/patient-insurance.ts';
import type { Db } from '../../db/client.ts';
import { insuranceNetworks, insurers } from '../../db/schema/insurance.ts';
import { localeNow } from '../common/locale-context.ts';
import { nameIn } from './insurance-catalog.ts';

interface InsuredRow {
  insurerId: number | null;
  networkId: number | null;
  memberNumber: string | null;
  patientInsuranceId: number | null;
}

export async function bookingInsuranceView(db: Pick<Db, 'select'>, rows: InsuredRow[]): Promise<(row: InsuredRow) => BookingInsurance | null> {
  const insurerIds = [...new Set(rows.flatMap((row) => (row.insurerId === null ? [] : [row.insurerId])))];
  const networkIds = [...new Set(rows.flatMap((row) => (row.networkId === null ? [] : [row.networkId])))];
  const [insurerRows, networkRows] = await Promise.all([
    insurerIds.length ? db.select().from(insurers).where(inArray(insurers.id, insurerIds)) : Promise.resolve([]),
    networkIds.length ? db.select().from(insuranceNetworks).where(inArray(insuranceNetworks.id, networkIds)) : Promise.resolve([]),
  ]);
  const locale = localeNow();
  const insurerName = new Map(insurerRows.map((row) => [row.id, nameIn(row, locale)]));
  const networkName = new Map(networkRows.map((row) => [row.id, nameIn(row, locale)]));
  return (row) =>
    row.insurerId === null || row.memberNumber === null
      ? null
      : {
          insurer: insurerName.get(row.insurerId) ?? '',
          network: row.networkId === null ? null : (networkName.get(row.networkId) ?? null),
          member_number: row.memberNumber,
          has_card: row.patientInsuranceId !== null,
        };
}
