import type { APIRequestContext } from '@playwright/test';
import { doctorPath } from '../../src/shared/urls.ts';

/** The seeded verified doctor the booking specs use (doctor@demo.test, Dubai). */
export const DEMO_DOCTOR_SLUG = 'amira-haddad-1000';

/** The demo doctor's id and canonical page path, found as a visitor would (global search, then detail). */
export async function demoDoctor(request: APIRequestContext): Promise<{ id: number; path: string }> {
  const search = await request.post('/api/global-search', { data: { search: 'Amira' } });
  const hit = ((await search.json()) as { data: { type: string; slug: string; id: number }[] }).data.find(
    (result) => result.type === 'doctor' && result.slug === DEMO_DOCTOR_SLUG,
  );
  const detail = await request.get('/api/doctor-detail', { params: { doctor_id: hit!.id } });
  const doctor = ((await detail.json()) as { data: { id: number; slug: string; city_slug: string | null; speciality: { slug: string } | null } }).data;
  return { id: doctor.id, path: doctorPath(doctor) };
}
