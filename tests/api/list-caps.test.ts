/**
 * Issue 36, items 2 and 5: no list in any request is unbounded. Every array a request may carry
 * (OpenAPI: body and parameters of every /api operation) has a documented maxItems; past it the
 * answer is a 400 naming the cap, in the caller's language, and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { LIST_MAX } from '../../src/shared/schemas/db-values.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { formData } from './account-fixtures.ts';
import { NOW, patient } from './booking-fixtures.ts';
import { professionalFields, seedCatalog, timingPayload, verifiedDoctor, type Catalog } from './doctor-portal-fixtures.ts';

let ctx: TestApp;
let catalog: Catalog;
let doctor: Awaited<ReturnType<typeof verifiedDoctor>>;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  catalog = await seedCatalog(ctx.database);
  doctor = await verifiedDoctor(ctx.app, ctx.database, 'caps@doctor.test');
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const capMessage = (max: number) => `At most ${max} items are allowed in this list.`;

type Schema = { type?: string | string[]; maxItems?: number; $ref?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] };

describe('the OpenAPI document', () => {
  it('gives every list a request may carry a maxItems', async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
      components?: { schemas?: Record<string, Schema> };
    };
    const unbounded: string[] = [];
    const walk = (schema: Schema | undefined, where: string, seen: Set<Schema>) => {
      if (!schema || seen.has(schema)) return;
      seen.add(schema);
      if (schema.$ref) return walk(document.components?.schemas?.[schema.$ref.split('/').pop()!], where, seen);
      const types = Array.isArray(schema.type) ? schema.type : [schema.type];
      if (types.includes('array') && schema.maxItems === undefined) unbounded.push(where);
      for (const [name, property] of Object.entries(schema.properties ?? {})) walk(property, `${where}.${name}`, seen);
      walk(schema.items, `${where}[]`, seen);
      for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(option, where, seen);
    };
    let operations = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations++;
        for (const parameter of operation.parameters ?? []) walk(parameter.schema, `${method.toUpperCase()} ${path} ${parameter.in}:${parameter.name}`, new Set());
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) walk(content.schema, `${method.toUpperCase()} ${path} (${type})`, new Set());
      }
    }
    expect(operations).toBeGreaterThan(50);
    expect(unbounded).toEqual([]);
  });
});

describe('a list past its cap is a 400 naming it, and changes nothing', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

  it.each(['languages', 'fees', 'ratings', 'gender', 'experience', 'availability', 'consultation_type'])('POST /api/doctors with 100 000 %s', async (field) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/doctors', payload: { [field]: ids(100_000) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(capMessage(LIST_MAX.listingFilter));
  });

  it('POST /api/doctors: the cap itself passes, a comma list of 1 000+ characters does not, and the message follows the language', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/doctors', payload: { languages: ids(LIST_MAX.listingFilter) } })).statusCode).toBe(200);
    const comma = await ctx.app.inject({ method: 'POST', url: '/api/doctors', payload: { languages: ids(400).join(',') } });
    expect(comma.statusCode).toBe(400);
    const arabic = await ctx.app.inject({ method: 'POST', url: '/api/doctors', headers: { 'accept-language': 'ar' }, payload: { languages: ids(51) } });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().message).toBe('يُسمح بـ 50 عنصرًا على الأكثر في هذه القائمة.');
    const hindi = await ctx.app.inject({ method: 'POST', url: '/api/doctors', headers: { 'accept-language': 'hi' }, payload: { languages: ids(51) } });
    expect(hindi.json().message).toBe('इस सूची में अधिकतम 50 आइटम की अनुमति है।');
  });

  it('POST /api/my-appointments and /api/doctor/my-appointments: status filters', async () => {
    const { headers } = await patient(ctx.app, 'caps@patient.test');
    const many = Array.from({ length: 11 }, () => 'confirmed');
    const mine = await ctx.app.inject({ method: 'POST', url: '/api/my-appointments', headers, payload: { type: 'Upcoming', booking_status: many } });
    expect(mine.statusCode).toBe(400);
    expect(mine.json().message).toBe(capMessage(LIST_MAX.statusFilter));
    const theirs = await ctx.app.inject({ method: 'POST', url: '/api/doctor/my-appointments', headers: doctor.headers, payload: { type: 'Upcoming', consultation_type: Array.from({ length: 11 }, () => 'online') } });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().message).toBe(capMessage(LIST_MAX.statusFilter));
  });

  it('Professional Info: 2 000 services, 200 languages or 50 specializations are refused; the profile stays as it was', async () => {
    const post = (payload: Record<string, unknown> | FormData) => ctx.app.inject({ method: 'POST', url: '/api/doctor/update-professionalinfo', headers: doctor.headers, payload });
    expect((await post(formData(professionalFields(catalog)))).statusCode).toBe(200);
    const before = (await ctx.app.inject({ url: '/api/doctor/profile', headers: doctor.headers })).json().data;
    const base = { speciality_id: catalog.cardiology, specialization: [catalog.interventional], degree: 'MBBS', experience_years: 3, registration_no: 'R-1', medical_council: 'DHA', university: 'U', year_of_completion: 2010, about_doctor: 'About', license_number: 'L-1', id_number: 'I-1' };
    const cases: [Record<string, unknown>, number][] = [
      [{ services: Array.from({ length: 2000 }, (_, i) => `<b>Service ${i}</b>`) }, LIST_MAX.services],
      [{ spoken_languages: Array.from({ length: 200 }, (_, i) => `Language ${i}`) }, LIST_MAX.spokenLanguages],
      [{ specialization: Array.from({ length: 50 }, (_, i) => `Speciality ${i}`) }, LIST_MAX.specializations],
    ];
    for (const [change, max] of cases) {
      const response = await post({ ...base, ...change });
      expect(response.statusCode, JSON.stringify(Object.keys(change))).toBe(400);
      expect(response.body).toContain(capMessage(max));
    }
    // Multipart too: one past the cap.
    const fields = professionalFields(catalog, Object.fromEntries(Array.from({ length: LIST_MAX.services + 1 }, (_, i) => [`services[${i}]`, `Service ${i}`])));
    expect((await post(formData(fields))).statusCode).toBe(400);
    const after = (await ctx.app.inject({ url: '/api/doctor/profile', headers: doctor.headers })).json().data;
    expect(after.services).toEqual(before.services);
    expect(after.spoken_languages).toEqual(before.spoken_languages);
    const home = (await ctx.app.inject({ url: '/api/home' })).body;
    expect(home).not.toContain('Service 1');
    expect(home).not.toContain('Language 1');
  });

  it('Configure Appointment: 8 days or 25 ranges in a day are refused', async () => {
    const save = (slots: unknown) => ctx.app.inject({ method: 'POST', url: '/api/doctor/add-timings', headers: doctor.headers, payload: timingPayload({ slots }) });
    const range = { start_time: '09:00', end_time: '09:30' };
    const days = await save(Array.from({ length: 8 }, () => ({ day: 'monday', timings: [range] })));
    expect(days.statusCode).toBe(400);
    expect(days.body).toContain(capMessage(LIST_MAX.timingDays));
    const ranges = await save([{ day: 'monday', timings: Array.from({ length: 25 }, () => range) }]);
    expect(ranges.statusCode).toBe(400);
    expect(ranges.body).toContain(capMessage(LIST_MAX.timingsPerDay));
  });
});

describe('what a doctor types stays on that doctor\'s profile (issue 36, item 5)', () => {
  const save = (overrides: Record<string, string | number>) =>
    ctx.app.inject({ method: 'POST', url: '/api/doctor/update-professionalinfo', headers: doctor.headers, payload: formData(professionalFields(catalog, overrides)) });
  const catalogNames = async () => {
    const [services, languages, specializations] = await Promise.all([
      ctx.database.db.execute(sql`select service_name as name from services`),
      ctx.database.db.execute(sql`select language as name from languages`),
      ctx.database.db.execute(sql`select specialization as name from specializations`),
    ]);
    return [...services.rows, ...languages.rows, ...specializations.rows].map((row) => (row as { name: string }).name);
  };

  it('typed services, languages and specializations are on the profile, never in the public catalog, and gone once removed', async () => {
    const typed = { 'services[3]': 'Zzyzx Wellness Cure', 'spoken_languages[2]': 'Quenya', 'specialization[2]': 'Holistic Heart Tuning' };
    expect((await save(typed)).statusCode).toBe(200);
    // This test catalog starts with no services or languages: the team takes two of the typed ones in.
    await ctx.database.db.execute(sql`update services set curated = true where service_name = 'Heart Check-up'`);
    await ctx.database.db.execute(sql`update languages set curated = true where language = 'Arabic'`);
    const detail = (await ctx.app.inject({ url: `/api/doctor-detail?doctor_id=${doctor.doctorId}` })).json().data;
    expect(detail.services).toContain('Zzyzx Wellness Cure');
    expect(detail.spoken_languages).toContain('Quenya');
    expect(JSON.stringify(detail.specializations)).toContain('Holistic Heart Tuning');
    // Every visitor's catalog (home, filters, doctor forms) and global search: none of it.
    const home = (await ctx.app.inject({ url: '/api/home' })).json().data;
    const homeText = JSON.stringify(home);
    for (const name of ['Zzyzx', 'Quenya', 'Holistic Heart Tuning']) expect(homeText).not.toContain(name);
    // ...while what public doctors use is there.
    expect(home.services.map((s: { service_name: string }) => s.service_name)).toContain('Heart Check-up');
    expect(home.languages.map((l: { language: string }) => l.language)).toContain('Arabic');
    const search = (await ctx.app.inject({ method: 'POST', url: '/api/global-search', payload: { search: 'Zzyzx' } })).json().data;
    expect(JSON.stringify(search.filter((r: { type: string }) => r.type !== 'doctor'))).not.toContain('Zzyzx');

    // Removed from the profile: no leftover catalog entry.
    expect((await save({})).statusCode).toBe(200);
    const names = await catalogNames();
    for (const name of ['Zzyzx Wellness Cure', 'Quenya', 'Holistic Heart Tuning']) expect(names).not.toContain(name);
    expect(names).toContain('Interventional Cardiology');
  });

  it('the public catalog lists services and languages only while a public doctor has them', async () => {
    await ctx.database.db.execute(sql`insert into services (service_name, slug) values ('Unused Curated Service', 'unused-curated-service')`);
    await ctx.database.db.execute(sql`insert into languages (language) values ('Unused Curated Language')`);
    const home = JSON.stringify((await ctx.app.inject({ url: '/api/home' })).json().data);
    expect(home).not.toContain('Unused Curated');
  });

  it('markup or control characters in a typed name are refused with a clear message, and nothing changes', async () => {
    const before = (await ctx.app.inject({ url: '/api/doctor/profile', headers: doctor.headers })).json().data;
    for (const bad of ['<b>Bold</b>', 'Quenya"><img src=x onerror=alert(1)>', 'Tab\there', 'Zero\u200bwidth', '-leading dash']) {
      for (const field of ['services[3]', 'spoken_languages[2]', 'specialization[2]']) {
        const response = await save({ [field]: bad });
        expect(response.statusCode, `${field}: ${bad}`).toBe(400);
        expect(response.json().message).toBe("Names may use letters, digits, spaces and . , ' & ( ) / + - only.");
      }
    }
    const arabic = await ctx.app.inject({
      method: 'POST', url: '/api/doctor/update-professionalinfo', headers: { ...doctor.headers, 'x-page-locale': 'ar' },
      payload: formData(professionalFields(catalog, { 'services[3]': '<i>x</i>' })),
    });
    expect(arabic.json().message).toBe("يمكن أن تحتوي الأسماء على حروف وأرقام ومسافات و . , ' & ( ) / + - فقط.");
    const after = (await ctx.app.inject({ url: '/api/doctor/profile', headers: doctor.headers })).json().data;
    expect(after).toEqual(before);
    // Names in Arabic or Hindi script, with marks, are plain text.
    expect((await save({ 'services[3]': 'علاج طبيعي', 'spoken_languages[2]': 'हिन्दी' })).statusCode).toBe(200);
  });
});
