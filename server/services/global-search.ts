import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { SearchResult } from '../../src/shared/schemas/catalog.ts';
import { likeEscape } from './like.ts';

const PER_TYPE = 10;
/** Substring matching needs a trigram, so it starts at three characters. */
const SUBSTRING_MIN = 3;

interface Row {
  id: number;
  name: string;
  slug: string;
  rank: number;
}

/**
 * POST /api/global-search: specialities, doctors and services whose name
 * starts with the text (ranked first) or, from three characters, contains it.
 * Every branch is served by a prefix (text_pattern_ops) or trigram index.
 */
export async function globalSearch(db: Db, text: string): Promise<SearchResult[]> {
  const q = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!q) return [];
  const prefix = `${likeEscape(q)}%`;
  const contains = q.length >= SUBSTRING_MIN ? `%${likeEscape(q)}%` : null;

  const [specs, docs, servs] = await Promise.all([
    rows(db, sql`
      select id, speciality as name, slug, case when lower(speciality) like ${prefix} then 0 else 1 end as rank
      from specialities
      where lower(speciality) like ${prefix} ${contains ? sql`or lower(speciality) like ${contains}` : sql``}
      order by rank, speciality limit ${PER_TYPE}`),
    searchDoctors(db, prefix, contains),
    rows(db, sql`
      select id, service_name as name, slug, case when lower(service_name) like ${prefix} then 0 else 1 end as rank
      from services
      where lower(service_name) like ${prefix} ${contains ? sql`or lower(service_name) like ${contains}` : sql``}
      order by rank, service_name limit ${PER_TYPE}`),
  ]);

  const doctorSpecs = await specializationsOf(db, docs.map((d) => d.id));
  return [
    ...specs.map((r) => ({ type: 'speciality' as const, name: r.name, slug: r.slug, id: r.id })),
    ...docs.map((r) => ({
      type: 'doctor' as const,
      name: r.name,
      slug: r.slug,
      id: r.id,
      details: { specializations: doctorSpecs.get(r.id) ?? [] },
    })),
    ...servs.map((r) => ({ type: 'service' as const, name: r.name, slug: r.slug, id: r.id })),
  ];
}

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await db.execute(query);
  return (result.rows as unknown as Row[]).map((r) => ({ ...r, id: Number(r.id), rank: Number(r.rank) }));
}

/**
 * Prefix matches on the full name or the last name come first, in name order, then substrings.
 * The "C" collation matches the doctors_name_c / doctors_last_name_c indexes: each branch
 * reads its first ten rows off the index already sorted (migration 0003).
 */
async function searchDoctors(db: Db, prefix: string, contains: string | null): Promise<Row[]> {
  const fullName = sql`(lower(first_name || ' ' || last_name) collate "C")`;
  const lastName = sql`(lower(last_name) collate "C")`;
  const byPrefix = await rows(db, sql`
    (select id, 'Dr. ' || first_name || ' ' || last_name as name, slug, 0 as rank, ${fullName} as sort_key
       from doctors where ${fullName} like ${prefix} order by ${fullName} limit ${PER_TYPE})
    union
    (select id, 'Dr. ' || first_name || ' ' || last_name as name, slug, 0 as rank, ${fullName} as sort_key
       from doctors where ${lastName} like ${prefix} order by ${lastName} limit ${PER_TYPE})
    order by sort_key limit ${PER_TYPE}`);
  if (byPrefix.length >= PER_TYPE || !contains) return byPrefix;
  const seen = byPrefix.map((r) => r.id);
  const more = await rows(db, sql`
    select id, 'Dr. ' || first_name || ' ' || last_name as name, slug, 1 as rank
    from doctors
    where lower(first_name || ' ' || last_name) like ${contains} ${seen.length ? sql`and id not in (${sql.join(seen.map((id) => sql`${id}`), sql`, `)})` : sql``}
    order by relevance desc limit ${PER_TYPE - byPrefix.length}`);
  return [...byPrefix, ...more];
}

async function specializationsOf(db: Db, doctorIds: number[]) {
  const map = new Map<number, { id: number; specialization: string; slug: string }[]>();
  if (!doctorIds.length) return map;
  const result = await db.execute(sql`
    select ds.doctor_id, sz.id, sz.specialization, sp.slug, (sp.id = d.speciality_id) as main
    from doctor_specializations ds
    join specializations sz on sz.id = ds.specialization_id
    join specialities sp on sp.id = sz.speciality_id
    join doctors d on d.id = ds.doctor_id
    where ds.doctor_id in (${sql.join(doctorIds.map((id) => sql`${id}`), sql`, `)})
    order by main desc, sz.specialization`);
  for (const row of result.rows as { doctor_id: number; id: number; specialization: string; slug: string }[]) {
    const list = map.get(Number(row.doctor_id)) ?? [];
    list.push({ id: Number(row.id), specialization: row.specialization, slug: row.slug });
    map.set(Number(row.doctor_id), list);
  }
  return map;
}
