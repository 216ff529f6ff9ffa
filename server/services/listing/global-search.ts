import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SearchResult } from '../../../src/shared/schemas/catalog.ts';
import { likeEscape } from '../common/like.ts';
import { intArray, textArray } from '../common/sql-arrays.ts';
import { localizeNames, localName } from '../common/catalog-names.ts';
import { catalogNamesMeant } from './search-aliases.ts';

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
/** The text as the search reads it: trimmed, lower case, one space between words (also the cache key). */
export const searchText = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export async function globalSearch(db: Db, text: string): Promise<SearchResult[]> {
  const q = searchText(text);
  if (!q) return [];
  const prefix = `${likeEscape(q)}%`;
  const contains = q.length >= SUBSTRING_MIN ? `%${likeEscape(q)}%` : null;

  // Arabic and Hindi names, aliases ("skin doctor", "جلدية") and near misses ("dermatolojist") live in the
  // catalog, not the database: the English names they mean, in any language whatever the page's.
  const localSpecs = catalogNamesMeant('specialities', q);
  const localServs = catalogNamesMeant('services', q);
  const [specs, docs, servs] = await Promise.all([
    rows(db, sql`
      select id, speciality as name, slug, case when lower(speciality) like ${prefix} then 0 else 1 end as rank
      from specialities
      where lower(speciality) like ${prefix} ${contains ? sql`or lower(speciality) like ${contains}` : sql``}
        ${localSpecs.length ? sql`or lower(speciality) = any(${textArray(localSpecs)})` : sql``}
      order by rank, speciality limit ${PER_TYPE}`),
    searchDoctors(db, prefix, contains),
    rows(db, sql`
      select id, service_name as name, slug, case when lower(service_name) like ${prefix} then 0 else 1 end as rank
      from services
      where curated and (lower(service_name) like ${prefix} ${contains ? sql`or lower(service_name) like ${contains}` : sql``}
        ${localServs.length ? sql`or lower(service_name) = any(${textArray(localServs)})` : sql``})
      order by rank, service_name limit ${PER_TYPE}`),
  ]);

  const doctorSpecs = await specializationsOf(db, docs.map((d) => d.id));
  // Names in the reader's language (the doctors' specializations too); doctors' names as written.
  return localizeNames([
    ...specs.map((r) => ({ type: 'speciality' as const, name: localName('specialities', r.name), slug: r.slug, id: r.id })),
    ...docs.map((r) => ({
      type: 'doctor' as const,
      name: r.name,
      slug: r.slug,
      id: r.id,
      details: { specializations: doctorSpecs.get(r.id) ?? [] },
    })),
    ...servs.map((r) => ({ type: 'service' as const, name: localName('services', r.name), slug: r.slug, id: r.id })),
  ]);
}

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await db.execute(query);
  return (result.rows as unknown as Row[]).map((r) => ({ ...r, id: Number(r.id), rank: Number(r.rank) }));
}

/**
 * Substring matches are drawn from at most this many trigram-index hits before they are
 * ordered by relevance: a common three-letter fragment ("ari") is in thousands of names,
 * and ordering all of them read a heap page each (40 ms cold at 100 000 doctors). Past
 * this many matches the typist is still narrowing down; the prefix matches above stay exact.
 */
export const SUBSTRING_CANDIDATES = 200;

/**
 * One statement: prefix matches on the full name or the last name first, in name order,
 * then (from three characters, and only when fewer than ten prefix matches) substrings by
 * relevance. The "C" collation matches the doctors_name_c / doctors_last_name_c indexes:
 * each prefix branch reads its first ten rows off the index already sorted (migration 0003).
 * The substring branch sits behind one-time filters, so it costs nothing when it is not needed;
 * its MATERIALIZED step is read lazily, so the limit stops the trigram bitmap scan early, and
 * it is planned without that limit (a LIMIT over the plain scan made the planner prefer a
 * sequential scan of doctors for common fragments, hoping to meet 200 matches early).
 */
async function searchDoctors(db: Db, prefix: string, contains: string | null): Promise<Row[]> {
  const fullName = sql`(lower(first_name || ' ' || last_name) collate "C")`;
  const lastName = sql`(lower(last_name) collate "C")`;
  return rows(db, sql`
    with p as (
      (select id, first_name, last_name, slug, ${fullName} as sort_key
         from doctors where listed and ${fullName} like ${prefix} order by ${fullName} limit ${PER_TYPE})
      union
      (select id, first_name, last_name, slug, ${fullName} as sort_key
         from doctors where listed and ${lastName} like ${prefix} order by ${lastName} limit ${PER_TYPE})
      order by sort_key limit ${PER_TYPE}
    ), m as materialized (
      select id, first_name, last_name, slug, relevance
        from doctors where listed and lower(first_name || ' ' || last_name) like ${contains}
    ), c as (
      select * from m where ${contains}::text is not null and (select count(*) from p) < ${PER_TYPE} limit ${SUBSTRING_CANDIDATES}
    )
    select id, 'Dr. ' || first_name || ' ' || last_name as name, slug, rank from (
      select id, first_name, last_name, slug, 0 as rank, sort_key, null::float8 as relevance from p
      union all
      (select id, first_name, last_name, slug, 1, null, relevance from c
        where id not in (select id from p) order by relevance desc limit ${PER_TYPE})
    ) r
    order by rank, sort_key, relevance desc
    limit ${PER_TYPE}`);
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
    where ds.doctor_id = any(${intArray(doctorIds)})
    order by main desc, sz.specialization`);
  for (const row of result.rows as { doctor_id: number; id: number; specialization: string; slug: string }[]) {
    const list = map.get(Number(row.doctor_id)) ?? [];
    list.push({ id: Number(row.id), specialization: row.specialization, slug: row.slug });
    map.set(Number(row.doctor_id), list);
  }
  return map;
}
