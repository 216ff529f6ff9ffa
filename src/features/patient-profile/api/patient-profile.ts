import { useQuery } from '@tanstack/react-query';
import { patientProfile, type PatientProfile } from '../../../shared/schemas/auth.ts';
import { myProfileQueryOptions } from '../../../lib/my-profile.ts';

/**
 * The patient's own profile (GET my-profile?user_type=user). It shares the
 * account menu's query, so a save that updates this cache updates the top bar
 * too; `select` reads it as the full patient shape of 001 §3.
 */
export const patientProfileQueryOptions = () => myProfileQueryOptions('user');

export const toPatientProfile = (data: unknown): PatientProfile => patientProfile.parse(data);

export const usePatientProfile = () => useQuery({ ...patientProfileQueryOptions(), select: toPatientProfile });
