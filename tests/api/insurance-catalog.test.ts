/**
 * The insurance catalog (issue 41): the shipped insurers and networks of the UAE and India in every
 * language, the console's additions (admins only), refusals and hostile input that change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insuranceNetworks, insurers } from '../../server/db/schema/insurance.ts';
import { users } from '../../server/db/schema/users.ts';
import { createSession } from '../../server/services/auth/sessions.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { t } from '../../src/shared/i18n/format.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { NOW, buildWorld, patient, type World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let admin: Record<string, string>;
let patientHeaders: Record<string, string>;
let doctorHeaders: Record<string, string>;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  const [row] = await ctx.database.db.insert(users).values({ role: 'admin', email: 'catalog@team.test', emailVerifiedAt: new Date() }).returning({ id: users.id });
  admin = bearer((await createSession(ctx.database.db, row!.id)).token);
  patientHeaders = (await patient(ctx.app, 'rana@insurance.test')).headers;
  doctorHeaders = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

type Entry = { id: number; slug: string; country: string; name: string; networks: { id: number; slug: string; name: string }[] };
const catalog = async (language = 'en'): Promise<Entry[]> => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/insurers', headers: { 'accept-language': language } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const counts = async () => ({
  insurers: (await ctx.database.db.select().from(insurers)).length,
  networks: (await ctx.database.db.select().from(insuranceNetworks)).length,
});
const post = (url: string, headers: Record<string, string>, payload: unknown, language = 'en') =>
  ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'accept-language': language }, payload: payload as Record<string, unknown> });

describe('the shipped catalog', () => {
  it('lists the UAE and India insurers with real networks, each named in English, Arabic and Hindi', async () => {
    const en = await catalog();
    const names = en.map((i) => i.name);
    for (const name of ['Daman', 'Thiqa', 'AXA/GIG Gulf', 'Sukoon', 'ADNIC', 'NAS', 'NextCare', 'Neuron', 'MetLife', 'Cigna', 'Bupa']) {
      expect(en.find((i) => i.name === name)?.country, name).toBe('ae');
    }
    for (const name of ['Star Health', 'HDFC ERGO', 'ICICI Lombard', 'Niva Bupa', 'Care']) expect(en.find((i) => i.name === name)?.country, name).toBe('in');
    expect(names.indexOf('Daman')).toBeLessThan(names.indexOf('Star Health'));
    expect(en.find((i) => i.slug === 'daman')!.networks.map((n) => n.name)).toEqual(['Daman Basic', 'Daman Enhanced', 'Daman Premier']);
    for (const entry of en) expect(entry.networks.length, entry.name).toBeGreaterThan(0);

    const scripts = { ar: /[\u0600-\u06FF]/, hi: /[\u0900-\u097F]/ } as const;
    for (const language of ['ar', 'hi'] as const) {
      const local = await catalog(language);
      expect(local.map((i) => i.id)).toEqual(en.map((i) => i.id));
      for (const entry of local) {
        expect(entry.name, entry.slug).toMatch(scripts[language]);
        for (const network of entry.networks) expect(network.name, network.slug).toMatch(scripts[language]);
      }
    }
    expect((await catalog('ar')).find((i) => i.slug === 'daman')!.name).toBe('ضمان');
  });
});

describe('the console adds entries', () => {
  const vhi = { name: 'Vhi Gulf Care', name_ar: 'في إتش آي جلف كير', name_hi: 'वीएचआई गल्फ केयर', country: 'ae' };

  it('an admin adds an insurer and a network; every reader sees them in their language at once', async () => {
    const before = await catalog('hi');
    const added = await post('/api/admin/insurers', admin, vhi);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ success: true, message: t('admin.insurance.insurerAdded', { name: vhi.name }, 'en'), data: { slug: 'vhi-gulf-care' } });
    const insurerId = added.json().data.id;
    const network = await post(`/api/admin/insurers/${insurerId}/networks`, admin, { name: 'Silver', name_ar: 'الفضية', name_hi: 'सिल्वर' }, 'ar');
    expect(network.statusCode, network.body).toBe(200);
    expect(network.json().message).toBe(t('admin.insurance.networkAdded', { name: 'Silver' }, 'ar'));
    // A plan name without the insurer's gets it in the slug, so two insurers' "Silver" never collide.
    expect(network.json().data.slug).toBe('vhi-gulf-care-silver');

    const after = await catalog('hi');
    expect(after.length).toBe(before.length + 1);
    expect(after.find((i) => i.id === insurerId)).toEqual({ id: insurerId, slug: 'vhi-gulf-care', country: 'ae', name: vhi.name_hi, networks: [{ id: network.json().data.id, slug: 'vhi-gulf-care-silver', name: 'सिल्वर' }] });
  });

  it('a name already in the catalog is a 409 in the caller\'s language', async () => {
    const dup = await post('/api/admin/insurers', admin, { ...vhi, name: 'Daman' }, 'hi');
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ success: false, message: t('admin.insurance.insurerExists', undefined, 'hi') });
    const daman = (await catalog()).find((i) => i.slug === 'daman')!;
    const again = await post(`/api/admin/insurers/${daman.id}/networks`, admin, { name: 'Daman Enhanced', name_ar: 'ضمان', name_hi: 'दमन' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(t('admin.insurance.networkExists', undefined, 'en'));
    const missing = await post('/api/admin/insurers/999999/networks', admin, { name: 'Gold', name_ar: 'الذهبية', name_hi: 'गोल्ड' }, 'ar');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(t('admin.insurance.insurerNotFound', undefined, 'ar'));
  });
});

describe('refusals and hostile input change nothing', () => {
  it('visitors (401), patients and doctors (403) cannot add, even with a valid body', async () => {
    const before = await counts();
    const daman = (await catalog()).find((i) => i.slug === 'daman')!;
    const body = { name: 'Doctor Made Plan', name_ar: 'خطة الطبيب', name_hi: 'डॉक्टर प्लान', country: 'ae' };
    const calls = [
      { url: '/api/admin/insurers', payload: body },
      { url: `/api/admin/insurers/${daman.id}/networks`, payload: { name: body.name, name_ar: body.name_ar, name_hi: body.name_hi } },
    ];
    for (const { url, payload } of calls) {
      expect((await post(url, {}, payload)).statusCode, `${url} visitor`).toBe(401);
      const asPatient = await post(url, patientHeaders, payload, 'ar');
      expect(asPatient.statusCode, `${url} patient`).toBe(403);
      expect(asPatient.json().message).toMatch(/[\u0600-\u06FF]/);
      expect((await post(url, doctorHeaders, payload)).statusCode, `${url} doctor`).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });

  it('markup, wrong scripts, oversized, nested, NUL, unknown fields and bad ids are a clear 400', async () => {
    const before = await counts();
    const good = { name: 'Orient Health', name_ar: 'أورينت هيلث', name_hi: 'ओरिएंट हेल्थ', country: 'ae' };
    const cases: Array<[unknown, string]> = [
      [{ ...good, name: '<b>Orient</b>' }, t('admin.insurance.nameInvalid', { max: 80 }, 'en')],
      [{ ...good, name: '<script>alert(1)</script>' }, t('admin.insurance.nameInvalid', { max: 80 }, 'en')],
      [{ ...good, name_ar: 'Orient' }, t('admin.insurance.script.ar', undefined, 'en')],
      [{ ...good, name_hi: 'أورينت' }, t('admin.insurance.script.hi', undefined, 'en')],
      [{ ...good, name: 'أورينت' }, t('admin.insurance.script.en', undefined, 'en')],
      [{ ...good, name: 'O'.repeat(81) }, t('admin.insurance.nameInvalid', { max: 80 }, 'en')],
      [{ ...good, name: 'Orient\u0000' }, t('common.nulCharacter', undefined, 'en')],
      [{ ...good, name: '   ' }, t('admin.insurance.nameRequired', undefined, 'en')],
      [{ ...good, country: 'us' }, t('admin.insurance.countryInvalid', undefined, 'en')],
      [{ ...good, name: { nested: { deeper: ['Orient'] } } }, t('admin.insurance.nameRequired', undefined, 'en')],
      [{ ...good, name: ['Orient'] }, t('admin.insurance.nameRequired', undefined, 'en')],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/api/admin/insurers', admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toContain(message);
    }
    const arabic = await post('/api/admin/insurers', admin, { ...good, name: '<i>x</i>' }, 'ar');
    expect(arabic.json().message).toContain(t('admin.insurance.nameInvalid', { max: 80 }, 'ar'));
    expect((await post('/api/admin/insurers', admin, { ...good, slug: 'chosen' })).statusCode).toBe(400);
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/admin/insurers', headers: { ...admin, 'content-type': 'application/json' }, payload: '{"name":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
    for (const id of ['0', '-1', '2147483648', '1.5', 'abc', '%2e%2e%2fadmin']) {
      const response = await post(`/api/admin/insurers/${id}/networks`, admin, { name: 'Gold', name_ar: 'الذهبية', name_hi: 'गोल्ड' });
      expect(response.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, id).toBeLessThan(500);
    }
    expect(await counts()).toEqual(before);
  });
});
