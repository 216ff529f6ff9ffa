/**
 * A filtered listing with more matches than the count cap (1000): the page statement counts up to the
 * cap and then walks the order's index instead of sorting every match (listing.ts). The 30-doctor
 * fixture never reaches the cap, so this file clones one cardiologist 1100 times.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { COUNT_CAP } from '../../server/services/listing/listing.ts';
import { withListingFixture, type Fixture } from './listing-fixture.ts';

let t: TestApp;
let fx: Fixture;
withListingFixture((ctx) => ({ t, fx } = ctx));

const CLONES = 1100;

beforeAll(async () => {
  const db = t.database.db;
  const model = fx.doctors.find((d) => d.speciality === 'cardiology' && d.index !== 1 && !d.verified)!;
  await db.execute(sql`create temp sequence clone_ids start 500000`);
  await db.execute(sql`create temp table clones as select d.* from doctors d cross join generate_series(1, ${CLONES}) g where d.id = ${model.id}`);
  await db.execute(sql`update clones set id = nextval('clone_ids'), user_id = null`);
  await db.execute(sql`update clones set slug = slug || '-' || id, relevance = (id::bigint * 7919) % 1000`);
  // Generated columns (the listing facets) are computed again for each clone.
  const plain = await db.execute(sql`select column_name from information_schema.columns
    where table_name = 'doctors' and table_schema = current_schema() and is_generated = 'NEVER' order by ordinal_position`);
  const columns = sql.raw((plain.rows as { column_name: string }[]).map((c) => `"${c.column_name}"`).join(', '));
  await db.execute(sql`insert into doctors (${columns}) overriding system value select ${columns} from clones`);
});

async function list(body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/doctors', payload: body });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { id: number }[]; total: number; total_capped: boolean; last_page: number };
}

/** Every cardiologist (primary speciality or a specialization of it), in an order's terms. */
async function cardiologists(order: 'relevance' | 'experience') {
  const by =
    order === 'relevance' ? sql`d.relevance desc nulls last, d.id` : sql`d.experience_years desc nulls last, d.relevance desc nulls last, d.id`;
  const rows = await t.database.db.execute(sql`select d.id from doctors d
    where d.speciality_id = ${fx.specialityIds.cardiology}
      or d.id in (select ds.doctor_id from doctor_specializations ds join specializations sz on sz.id = ds.specialization_id
        where sz.speciality_id = ${fx.specialityIds.cardiology})
    order by ${by}`);
  return (rows.rows as { id: number }[]).map((r) => Number(r.id));
}

describe('a filtered listing past the count cap', () => {
  it('says "1000+", and its pages follow the order over every match, not over the first thousand read', async () => {
    const all = await cardiologists('relevance');
    expect(all.length).toBeGreaterThan(COUNT_CAP);
    const first = await list({ speciality_id: fx.specialityIds.cardiology });
    expect(first).toMatchObject({ total: COUNT_CAP, total_capped: true, last_page: COUNT_CAP / 10 });
    expect(first.data.map((d) => d.id)).toEqual(all.slice(0, 10));
    const fifth = await list({ speciality_id: fx.specialityIds.cardiology, page: 5, sort_by: 'experience' });
    expect(fifth.data.map((d) => d.id)).toEqual((await cardiologists('experience')).slice(40, 50));
    const last = await list({ speciality_id: fx.specialityIds.cardiology, page: COUNT_CAP / 10 });
    expect(last.data.map((d) => d.id)).toEqual(all.slice(COUNT_CAP - 10, COUNT_CAP));
    const beyond = await list({ speciality_id: fx.specialityIds.cardiology, page: COUNT_CAP / 10 + 1 });
    expect(beyond).toMatchObject({ data: [], total: COUNT_CAP, total_capped: true });
  });

  it('a narrower filter under the cap is counted exactly and sorted from its matches', async () => {
    const verified = await t.database.db
      .execute(sql`select count(*)::int as n from doctors where speciality_id = ${fx.specialityIds.cardiology} and verification_status = 'verified'
      or id in (select doctor_id from doctor_specializations ds join specializations sz on sz.id = ds.specialization_id where sz.speciality_id = ${fx.specialityIds.cardiology}) and verification_status = 'verified'`);
    const n = Number((verified.rows[0] as { n: number }).n);
    const page = await list({ speciality_id: fx.specialityIds.cardiology, verified: true });
    expect(page.total).toBe(n);
    expect(page.total_capped).toBe(false);
  });
});
