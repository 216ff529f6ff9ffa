/**
 * The listing's Insurance filter and the cards' insurance line (issue 41): network slugs in the body
 * (as in the URL), "In network" names in the reader's language, insurers or self-pay without the
 * filter, the doctor page's line, the mirror kept by triggers, and the filter as an index lookup.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics } from '../../server/db/schema/doctors.ts';
import { clinicInsuranceNetworks, insuranceNetworks } from '../../server/db/schema/insurance.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { listingPlan } from '../../server/services/listing/listing.ts';
import { t } from '../../src/shared/i18n/format.ts';
import { listingBody } from '../../src/shared/schemas/listing.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { NOW, buildWorld, insertClinic, type World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let network: Record<string, number>;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  const rows = await ctx.database.db.select({ id: insuranceNetworks.id, slug: insuranceNetworks.slug }).from(insuranceNetworks);
  network = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
  await ctx.database.db.insert(clinicInsuranceNetworks).values([
    { clinicId: world.dubai.clinicId, doctorId: world.dubai.doctorId, networkId: network['daman-enhanced']! },
    { clinicId: world.dubai.clinicId, doctorId: world.dubai.doctorId, networkId: network['thiqa']! },
    { clinicId: world.other.clinicId, doctorId: world.other.doctorId, networkId: network['daman-basic']! },
  ]);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
const walk = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(walk)];

type Card = { id: number; insurance: { in_network: string[]; insurers: string[] } };
async function list(body: Record<string, unknown>, language = 'en'): Promise<Card[]> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/doctors', headers: { 'accept-language': language }, payload: { per_page: 50, ...body } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('the Insurance filter', () => {
  it('keeps doctors whose clinics accept any chosen network, and says which', async () => {
    const enhanced = await list({ insurance: ['daman-enhanced'] });
    expect(enhanced.map((c) => c.id)).toEqual([world.dubai.doctorId]);
    expect(enhanced[0]!.insurance).toEqual({ in_network: ['Daman Enhanced'], insurers: ['Daman', 'Thiqa'] });

    const either = await list({ insurance: 'daman-basic,daman-enhanced' });
    expect(either.map((c) => c.id).sort()).toEqual([world.dubai.doctorId, world.other.doctorId].sort());
    expect(either.find((c) => c.id === world.other.doctorId)!.insurance.in_network).toEqual(['Daman Basic']);

    const arabic = await list({ insurance: ['daman-enhanced'] }, 'ar');
    expect(arabic[0]!.insurance).toEqual({ in_network: ['ضمان المعززة'], insurers: ['ضمان', 'ثقة'] });
  });

  it('without the filter a card names the insurers accepted, or nothing (self-pay)', async () => {
    const all = await list({});
    expect(all.find((c) => c.id === world.dubai.doctorId)!.insurance).toEqual({ in_network: [], insurers: ['Daman', 'Thiqa'] });
    expect(all.find((c) => c.id === world.kolkata.doctorId)!.insurance).toEqual({ in_network: [], insurers: [] });
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/doctor-detail?doctor_id=${world.dubai.doctorId}`, headers: { 'accept-language': 'hi' } });
    expect(detail.json().data.insurance).toEqual({ in_network: [], insurers: ['दमन', 'थिक़ा'] });
  });

  it('an unknown network matches nobody; odd values are ignored like every filter; an oversized list is a 400', async () => {
    expect(await list({ insurance: ['no-such-plan'] })).toEqual([]);
    const everyone = (await list({})).map((c) => c.id);
    expect((await list({ insurance: ['<b>x</b>', '../daman'] })).map((c) => c.id)).toEqual(everyone);
    const tooMany = await ctx.app.inject({ method: 'POST', url: '/api/doctors', headers: { 'accept-language': 'ar' }, payload: { insurance: Array.from({ length: 51 }, (_, i) => `plan-${i}`) } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(t('common.listTooLong', { max: 50 }, 'ar'));
  });

  it("follows the clinics: a new clinic's networks count, a deleted clinic's stop counting", async () => {
    const clinicId = await insertClinic(ctx.database, world.kolkata.doctorId, 'Salt Lake Clinic', 'Asia/Kolkata');
    await ctx.database.db.insert(clinicInsuranceNetworks).values({ clinicId, doctorId: world.kolkata.doctorId, networkId: network['star-comprehensive']! });
    expect((await list({ insurance: ['star-comprehensive'] })).map((c) => c.id)).toEqual([world.kolkata.doctorId]);
    await ctx.database.db.delete(clinics).where(eq(clinics.id, clinicId));
    expect(await list({ insurance: ['star-comprehensive'] })).toEqual([]);
  });

  it('is an index lookup on doctors (GIN on network_ids), never a scan of every doctor', async () => {
    const plan = listingPlan(listingBody.parse({ insurance: ['daman-enhanced'] }), new Date(NOW));
    const db = ctx.database.db;
    // A few test rows make any scan cheap: with sequential scans priced out, the plan shows whether an index can serve the filter.
    await db.execute(sql`set enable_seqscan = off`);
    try {
      const explained = await db.execute(sql`explain (format json) ${plan.page(0)}`);
      const raw = (explained.rows[0] as Record<string, unknown>)['QUERY PLAN'];
      const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      const nodes = walk(top!.Plan);
      expect(nodes.some((n) => n['Index Name'] === 'doctors_network_ids_gin')).toBe(true);
      expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'doctors')).toEqual([]);
    } finally {
      await db.execute(sql`reset enable_seqscan`);
    }
  });
});
