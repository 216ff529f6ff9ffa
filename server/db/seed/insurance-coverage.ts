import { sql } from 'drizzle-orm';
import type { Exec } from './bulk.ts';

/**
 * Which networks the seeded clinics accept (issue 41), in one statement, the same rows every run.
 * Roughly as the markets look: about four in five UAE clinics take insurance (mandatory cover there),
 * Daman and Thiqa most widely, the international plans least; under half of Indian clinics take any,
 * mostly the large insurers' cashless networks. The rest are self-pay. The networks come from the
 * catalog migration 0024 ships; the triggers fill doctors.network_ids. bigint: clinic ids past 20 000
 * times the multiplier overflow an integer (the bench seeds 100 000 doctors).
 */
export async function insertInsuranceCoverage(db: Exec): Promise<void> {
  await db.execute(sql`insert into clinic_insurance_networks (clinic_id, doctor_id, network_id)
    select c.id, c.doctor_id, n.id
    from clinics c
    join insurers i on i.country = case c.country when 'United Arab Emirates' then 'ae' when 'India' then 'in' end
    join insurance_networks n on n.insurer_id = i.id
    where (c.id::bigint * 7919) % 100 < case i.country when 'ae' then 80 else 45 end
      and (c.id::bigint * 104729 + n.id * 7907) % 100 < case
        when i.slug in ('daman', 'thiqa', 'star-health', 'hdfc-ergo') then 60
        when i.slug in ('nas', 'nextcare', 'neuron', 'icici-lombard', 'niva-bupa', 'care') then 40
        else 20 end
    on conflict do nothing`);
}
