/** One speciality of the demo catalog with everything the generator draws from. */
export interface SpecialityDef {
  slug: string;
  name: string;
  /** What the speciality covers, for the listing description. */
  blurb: string;
  specializations: string[];
  /** Services, symptoms and conditions its doctors list. */
  services: string[];
  /** Degree lines typical for the speciality. */
  degrees: string[];
  /** Relative share of doctors. */
  weight: number;
}
