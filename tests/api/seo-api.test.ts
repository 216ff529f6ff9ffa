import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app.ts';
import { withListingFixture, type Fixture } from './listing-fixture.ts';

let t: TestApp;
let fx: Fixture;
const SITE = 'https://medbook.example';

withListingFixture((ctx) => ({ t, fx } = ctx), { env: { PUBLIC_URL: `${SITE}/` } });

async function post(url: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url, payload });
  return { status: res.statusCode, body: res.json() };
}

describe('POST /api/all-seos', () => {
  it('returns the Home copy with an absolute canonical URL', async () => {
    const { status, body } = await post('/api/all-seos', { page_type: 'Home' });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: { title: 'Find doctors near you', description: 'Book trusted doctors online', canonical_url: `${SITE}/` },
    });
  });

  it('fills {speciality} and {location} on listing pages, All Locations without one, and sanitises main_description', async () => {
    const { body } = await post('/api/all-seos', { page_type: 'Doctor Listing', speciality_id: fx.specialityIds.cardiology, location: 'sharjah' });
    expect(body.data).toEqual({
      title: 'Best Cardiology in Sharjah',
      description: 'Book Cardiology in Sharjah online',
      canonical_url: `${SITE}/cardiology/sharjah?specializationId=${fx.specialityIds.cardiology}`,
      main_description: '<h2>Cardiology in Sharjah</h2><p>Trusted care</p>',
    });
    const dubai = (await post('/api/all-seos', { page_type: 'Doctor Listing', speciality_id: String(fx.specialityIds.dermatology) })).body.data;
    // No location: every city is listed, so the copy claims none (it said Dubai).
    expect(dubai.title).toBe('Best Dermatology in All Locations');
    const unknownCity = (await post('/api/all-seos', { page_type: 'Doctor Listing', speciality_id: fx.specialityIds.cardiology, location: 'new-delhi' })).body.data;
    expect(unknownCity.title).toBe('Best Cardiology in New Delhi');
  });

  it('refuses an unknown page type', async () => {
    expect((await post('/api/all-seos', { page_type: 'Nope' })).status).toBe(400);
  });
});

describe('POST /api/speciality-description', () => {
  it('fills {location} and strips scripts, event handlers and unsafe links', async () => {
    const { status, body } = await post('/api/speciality-description', { speciality_id: fx.specialityIds.dermatology, location: 'Sharjah' });
    expect(status).toBe(200);
    const html: string = body.data.description;
    expect(html).toContain('<p>Skin care in Sharjah</p>');
    expect(html).toContain('<a href="https://example.com">ok</a>');
    for (const bad of ['<script', 'alert', 'onerror', 'onclick', '<img', 'javascript:', 'target=']) expect(html).not.toContain(bad);
  });

  it('takes the location from the coordinates, else names none', async () => {
    const near = await post('/api/speciality-description', { speciality_id: fx.specialityIds.cardiology, latitude: 19.1, longitude: 72.9 });
    expect(near.body.data.description).toBe('<h2>Cardiologists in Mumbai</h2><p>Heart care.</p>');
    const none = await post('/api/speciality-description', { speciality_id: fx.specialityIds.cardiology });
    expect(none.body.data.description).toContain('Cardiologists in All Locations');
    const empty = await post('/api/speciality-description', { speciality_id: fx.specialityIds.paediatrics });
    expect(empty.body).toEqual({ success: true, data: { description: '' } });
  });

  it('answers 404 for an unknown speciality and 400 without one', async () => {
    expect((await post('/api/speciality-description', { speciality_id: 999999 })).status).toBe(404);
    expect((await post('/api/speciality-description', {})).status).toBe(400);
  });
});

describe('POST /api/doctor-seo-data', () => {
  it('builds the fallback from name, speciality, city and experience', async () => {
    const d0 = fx.doctors[0]!;
    const { body } = await post('/api/doctor-seo-data', { doctor_id: d0.id });
    expect(body.data).toEqual({
      title: 'Dr. Priya Sharma - Cardiologist in Dubai | 12 Years Experience',
      description: expect.stringMatching(/^Dr\. Priya Sharma is a Cardiologist in Dubai with 12 years of experience\./),
      canonical_url: `${SITE}/cardiology/dubai/doctor/dr-${d0.slug}?doctorId=${d0.id}`,
    });
  });

  it('prefers the doctor’s own seo_title and seo_description; Dubai when the city is unknown', async () => {
    const d1 = fx.doctors[1]!;
    expect((await post('/api/doctor-seo-data', { doctor_id: `${d1.id},5` })).body.data).toMatchObject({
      title: 'Custom <SEO> title',
      description: 'Custom description & more',
    });
    await t.database.db.execute(sql`update doctors set city = null, city_slug = null where id = ${fx.doctors[2]!.id}`);
    const d2 = (await post('/api/doctor-seo-data', { doctor_id: fx.doctors[2]!.id })).body.data;
    expect(d2.title).toBe('Dr. Lina Test2 - Paediatrician in Dubai | 2 Years Experience');
    expect(d2.canonical_url).toBe(`${SITE}/paediatrics/default-location/doctor/dr-${fx.doctors[2]!.slug}?doctorId=${fx.doctors[2]!.id}`);
  });

  it('answers 404 for an unknown doctor', async () => {
    const { status, body } = await post('/api/doctor-seo-data', { doctor_id: 999999 });
    expect(status).toBe(404);
    expect(body.success).toBe(false);
  });
});

describe('page SEO without configured copy', () => {
  it('falls back to the catalog copy', async () => {
    await t.database.db.execute(sql`delete from page_seo`);
    const home = (await post('/api/all-seos', { page_type: 'Home' })).body.data;
    expect(home.title).toBe('MedBook — Find and book doctors');
    const listing = (await post('/api/all-seos', { page_type: 'Doctor Listing', speciality_id: fx.specialityIds.cardiology })).body.data;
    expect(listing).toMatchObject({ title: 'Cardiology in All Locations - Book Appointment Online', main_description: null });
  });

  it('does not use site-wide listing copy without placeholders as every listing tab title', async () => {
    await t.database.db.execute(sql`insert into page_seo (page_type, title, description) values
      ('Doctor Listing', 'Find the Best Doctors Near You - Book Appointment Online', 'Browse doctors near you.')`);
    const listing = (await post('/api/all-seos', { page_type: 'Doctor Listing', speciality_id: fx.specialityIds.cardiology, location: 'sharjah' })).body.data;
    expect(listing.title).toBe('Cardiology in Sharjah - Book Appointment Online');
    expect(listing.description).toContain('Cardiology in Sharjah');
  });
});
