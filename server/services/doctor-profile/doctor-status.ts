import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctors } from '../../db/schema/doctors.ts';

/** Where a doctor profile's registration and verification stand; null when there is no such profile. */
export async function doctorStatus(db: Pick<Db, 'select'>, doctorId: number) {
  const [row] = await db
    .select({ completed: doctors.registrationCompleted, status: doctors.verificationStatus, note: doctors.verificationNote })
    .from(doctors)
    .where(eq(doctors.id, doctorId));
  return row ?? null;
}
