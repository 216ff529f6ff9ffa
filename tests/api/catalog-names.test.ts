/**
 * The catalog's names in the reader's language (issue 18): specialities, specializations, services,
 * spoken languages and cities are catalog data, so Arabic and Hindi answers name them in those
 * languages (home, listing, doctor page, search, the speciality text, the doctor's own portal), while
 * the database keeps the English names and a doctor's save in Arabic stores the English ones. A name
 * the catalog does not know (a service a doctor typed) is shown as written. English answers are
 * unchanged.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { namesAr } from '../../src/shared/i18n/names-ar.ts';
import { namesHi } from '../../src/shared/i18n/names-hi.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { DAY, formData, insertBooking } from './account-fixtures.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { NOW } from './booking-fixtures.ts';
import { professionalFields, seedCatalog, verifiedDoctor, type Catalog } from './doctor-portal-fixtures.ts';

let ctx: TestApp;
let catalog: Catalog;
let amira: Awaited<ReturnType<typeof verifiedDoctor>>;

const AR = { 'x-page-locale': 'ar' };
const HI = { 'x-page-locale': 'hi' };

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  catalog = await seedCatalog(ctx.database);
  amira = await verifiedDoctor(ctx.app, ctx.database, 'amira@names.test');
  // The catalog team's services and languages (a name only a doctor typed is no catalog entry: issue 36).
  await ctx.database.db.execute(sql`insert into services (service_name, slug) values ('Chest Pain', 'chest-pain')`);
  await ctx.database.db.execute(sql`insert into languages (language) values ('Arabic'), ('English')`);
  // Saved in Arabic, the way the Arabic portal sends the names it showed; one service the catalog lacks.
  const fields = professionalFields(catalog, {
    'services[0]': namesAr.services['Chest Pain']!,
    'services[1]': 'Sports clinic',
    'spoken_languages[0]': namesAr.languages['Arabic']!,
    'spoken_languages[1]': namesHi.languages['English']!,
  });
  delete fields['specialization[1]'];
  delete fields['services[2]'];
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/doctor/update-professionalinfo',
    headers: { ...amira.headers, ...AR },
    payload: formData(fields),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await ctx.database.db.execute(sql`update doctors set city = 'Dubai', city_slug = 'dubai' where id = ${amira.doctorId}`);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url, payload, headers });

describe('catalog names in Arabic and Hindi', () => {
  it('a save in Arabic stores the English names: no new service or language, the typed one as written', async () => {
    const servicesRows = (await ctx.database.db.execute(sql`select service_name from services order by service_name`)).rows.map((r) => r.service_name);
    expect(servicesRows).toEqual(['Chest Pain', 'Sports clinic']);
    const languageRows = (await ctx.database.db.execute(sql`select language from languages order by language`)).rows.map((r) => r.language);
    expect(languageRows).toEqual(['Arabic', 'English']);
    const english = (await get(`/api/doctor-detail?doctor_id=${amira.doctorId}`)).json().data;
    expect(english.services).toEqual(['Chest Pain', 'Sports clinic']);
    expect(english.spoken_languages).toEqual(['Arabic', 'English']);
  });

  it('home names specialities, specializations, services and languages in the page language; English stays', async () => {
    const en = (await get('/api/home')).json().data;
    const ar = (await get('/api/home', AR)).json().data;
    const hi = (await get('/api/home', HI)).json().data;
    const cardio = (data: typeof en) => data.specialities.find((s: { id: number }) => s.id === catalog.cardiology);
    expect(cardio(en).speciality).toBe('Cardiology');
    expect(cardio(ar).speciality).toBe(namesAr.specialities['Cardiology']);
    expect(cardio(hi).speciality).toBe(namesHi.specialities['Cardiology']);
    expect(cardio(ar).specializations.map((s: { specialization: string }) => s.specialization)).toContain(namesAr.specializations['Interventional Cardiology']);
    // The service the doctor typed is on their page (below), not in everyone's catalog.
    expect(ar.services.map((s: { service_name: string }) => s.service_name)).toEqual([namesAr.services['Chest Pain']]);
    expect(ar.languages.map((l: { language: string }) => l.language).sort()).toEqual([namesAr.languages['Arabic'], namesAr.languages['English']].sort());
    // Ids and slugs never change with the language: links and filters stay one URL space.
    expect(cardio(ar).slug).toBe('cardiology');
    expect(cardio(ar).id).toBe(catalog.cardiology);
  });

  it('the doctor page and the doctor portal read in Arabic; the doctor-typed service as written', async () => {
    const page = (await get(`/api/doctor-detail?doctor_id=${amira.doctorId}`, AR)).json().data;
    expect(page.services).toEqual([namesAr.services['Chest Pain'], 'Sports clinic']);
    expect(page.spoken_languages).toEqual([namesAr.languages['Arabic'], namesAr.languages['English']]);
    expect(page.about_doctor).toBe('Cardiologist with a focus on prevention.');
    const own = (await get('/api/doctor/profile', { ...amira.headers, ...AR })).json().data;
    expect(own.speciality.speciality).toBe(namesAr.specialities['Cardiology']);
    expect(own.services).toContain(namesAr.services['Chest Pain']);
    const ownEnglish = (await get('/api/doctor/profile', amira.headers)).json().data;
    expect(ownEnglish.services).toContain('Chest Pain');
  });

  it("My Bookings names the doctor's speciality in the page's language; English stays", async () => {
    const { token, userId } = await signIn(ctx.app, { email: 'sara@names.test' });
    await insertBooking(ctx.database, { doctorId: amira.doctorId, patientId: userId, startsAt: new Date(NOW + 2 * DAY) });
    const list = async (headers: Record<string, string>) =>
      (await ctx.app.inject({ method: 'POST', url: '/api/my-appointments', headers: { ...bearer(token), ...headers }, payload: { type: 'Upcoming' } })).json().data;
    expect((await list(AR))[0].doctor.speciality).toBe(namesAr.specialities['Cardiology']);
    expect((await list({}))[0].doctor.speciality).toBe('Cardiology');
  });

  it('the listing names the city and the cards their speciality in Arabic', async () => {
    const answer = (await post('/api/doctors', { location: 'dubai', speciality_id: catalog.cardiology }, AR)).json();
    expect(answer.city).toBe(namesAr.places['Dubai']);
    const card = answer.data.find((d: { id: number }) => d.id === amira.doctorId);
    expect(card.speciality_name).toBe(namesAr.specialities['Cardiology']);
    const english = (await post('/api/doctors', { location: 'dubai', speciality_id: catalog.cardiology })).json();
    expect(english.city).toBe('Dubai');
  });

  it('a search typed in Arabic or Hindi finds the speciality and the service, named in that language', async () => {
    const arabic = (await post('/api/global-search', { search: namesAr.specialities['Cardiology']!.slice(0, 5) }, AR)).json().data;
    expect(arabic).toContainEqual(expect.objectContaining({ type: 'speciality', id: catalog.cardiology, name: namesAr.specialities['Cardiology'] }));
    const hindi = (await post('/api/global-search', { search: namesHi.services['Chest Pain']! }, HI)).json().data;
    expect(hindi).toContainEqual(expect.objectContaining({ type: 'service', name: namesHi.services['Chest Pain'] }));
    // English search is unchanged; markup finds nothing.
    expect((await post('/api/global-search', { search: 'cardio' })).json().data).toContainEqual(expect.objectContaining({ type: 'speciality', name: 'Cardiology' }));
    expect((await post('/api/global-search', { search: '<script>alert(1)</script>' }, AR)).json().data).toEqual([]);
  });

  it('a search finds a speciality by its name in any of our languages, its everyday words and a near miss, on any page (issue 37)', async () => {
    const HEADERS = { en: undefined, ar: AR, hi: HI } as const;
    for (const search of ['dermatologist', 'dermatolojist', 'skin doctor', 'twacha', 'त्वचा', 'جلدية', namesAr.specialities['Dermatology']!]) {
      for (const [lang, headers] of Object.entries(HEADERS)) {
        const answer = (await post('/api/global-search', { search }, headers)).json().data;
        const expected = lang === 'en' ? 'Dermatology' : (lang === 'ar' ? namesAr : namesHi).specialities['Dermatology'];
        expect(answer, `${search} on a ${lang} page`).toContainEqual(expect.objectContaining({ type: 'speciality', id: catalog.dermatology, name: expected }));
      }
    }
  });

  it('the speciality text is written in Arabic from the catalog, with nothing a request sends left unescaped', async () => {
    const answer = await post('/api/speciality-description', { speciality_id: catalog.cardiology, location: 'dubai' }, AR);
    expect(answer.statusCode).toBe(200);
    const html = answer.json().data.description as string;
    expect(html).toContain(namesAr.blurbs['Cardiology']);
    expect(html).toContain(namesAr.places['Dubai']);
    expect(html).toContain(namesAr.specializations['Interventional Cardiology']);
    expect(html).not.toMatch(/Cardiology/);
    const hostile = (await post('/api/speciality-description', { speciality_id: catalog.cardiology, location: '<img src=x onerror=alert(1)>' }, AR)).json().data.description as string;
    expect(hostile).not.toMatch(/<img|onerror=/i);
  });
});
