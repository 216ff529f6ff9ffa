import { displayName } from '../../shared/format/display-name.ts';

/** A doctor's name as pages show it after 'Dr.' (its own module: home's 'Recently viewed' needs no date code). */
export function doctorDisplayName(doctor: { first_name: string; last_name: string }): string {
  return displayName(`${doctor.first_name ?? ''} ${doctor.last_name ?? ''}`).replace(/^Dr\.?\s+/i, '');
}
