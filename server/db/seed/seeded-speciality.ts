import type { SpecialityDef } from './data/speciality-def.ts';

/** A speciality as seeded; its own file, below catalog.ts and doctor-details.ts, which both name it. */
export interface SeededSpeciality {
  id: number;
  def: SpecialityDef;
  specializationIds: number[];
  serviceIds: number[];
}
