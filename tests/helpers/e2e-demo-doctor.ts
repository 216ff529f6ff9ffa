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
  const doctor = ((await detail.json()) as { data: { id: number; slug: string; city_slug: string | null; speciality: { slug: string } | null } })
    .data;
  return { id: doctor.id, path: doctorPath(doctor) };
}

/** An unverified doctor (Enquire Now instead of a booking panel), found in the listing as a visitor would. */
export async function unverifiedDoctor(request: APIRequestContext): Promise<{ id: number; first_name: string; last_name: string; path: string }> {
  interface Card {
    id: number;
    slug: string;
    first_name: string;
    last_name: string;
    verification_badge: 'yes' | 'no';
    city_slug: string | null;
    speciality: { slug: string } | null;
  }
  const page = async (number: number) => {
    const response = await request.post('/api/doctors', { data: { page: number, per_page: 50 } });
    if (!response.ok()) throw new Error(`listing page ${number}: ${response.status()}`);
    return (await response.json()) as { data: Card[]; last_page: number };
  };
  // Verified doctors are listed first: look from the last page back.
  const first = await page(1);
  let doctor: Card | undefined;
  for (let number = first.last_page; number >= 1 && !doctor; number--) {
    doctor = (number === 1 ? first : await page(number)).data.find((card) => card.verification_badge === 'no');
  }
  if (!doctor) throw new Error('no unverified doctor in the listing');
  return { ...doctor, path: doctorPath(doctor) };
}
