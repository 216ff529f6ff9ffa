import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { languages, services, specialities, specializations } from '../../db/schema/catalog.ts';
import type { HomeData } from '../../../src/shared/schemas/catalog.ts';

/**
 * GET /api/home: the catalog the search card, tiles, filters and doctor forms use. Only the catalog
 * team's entries (never a name a doctor typed: issue 36), and services and languages only while a
 * public doctor has them, so the page every visitor downloads holds what can be found.
 */
export async function loadHome(db: Db): Promise<HomeData> {
  const serviceInUse = sql`exists (select 1 from doctor_services x join doctors d on d.id = x.doctor_id where x.service_id = ${services.id} and d.listed)`;
  const languageInUse = sql`exists (select 1 from doctors d where d.language_ids @> array[${languages.id}]::int[] and d.listed)`;
  const [specRows, childRows, serviceRows, languageRows] = await Promise.all([
    db.select().from(specialities).orderBy(asc(specialities.sortOrder), asc(specialities.speciality)),
    db.select().from(specializations).where(eq(specializations.curated, true)).orderBy(asc(specializations.specialization)),
    db
      .select({ id: services.id, service_name: services.serviceName })
      .from(services)
      .where(and(eq(services.curated, true), serviceInUse))
      .orderBy(asc(services.serviceName)),
    db
      .select({ id: languages.id, language: languages.language })
      .from(languages)
      .where(and(eq(languages.curated, true), languageInUse))
      .orderBy(sql`${languages.language} <> 'English'`, asc(languages.language)),
  ]);
  const children = new Map<number, { id: number; specialization: string }[]>();
  for (const row of childRows) {
    const list = children.get(row.specialityId) ?? [];
    list.push({ id: row.id, specialization: row.specialization });
    children.set(row.specialityId, list);
  }
  return {
    specialities: specRows.map((s) => ({
      id: s.id,
      slug: s.slug,
      speciality: s.speciality,
      speciality_icon: s.specialityIcon,
      specializations: children.get(s.id) ?? [],
    })),
    services: serviceRows,
    languages: languageRows,
  };
}
