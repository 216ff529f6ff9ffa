/**
 * The first id of a `doctorId` that may be a comma-separated list (000 §2), or null.
 * Zod-free: the detail routes read it in the app shell (re-exported by schemas/doctor.ts).
 */
export const firstDoctorId = (value: unknown): number | null => {
  const first = String(value ?? '').split(',')[0]!.trim();
  const id = /^\d{1,9}$/.test(first) ? Number(first) : NaN;
  return id > 0 ? id : null;
};
