import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { languages, services, specialities, specializations } from '../../db/schema/catalog.ts';
import type { HomeData } from '../../../src/shared/schemas/catalog.ts';

/** GET /api/home: the catalog the search card, tiles, filters and doctor forms use. */
export async function loadHome(db: Db): Promise<HomeData> {
  const [specRows, childRows, serviceRows, languageRows] = await Promise.all([
    db.select().from(specialities).orderBy(asc(specialities.sortOrder), asc(specialities.speciality)),
    db.select().from(specializations).orderBy(asc(specializations.specialization)),
    db.select({ id: services.id, service_name: services.serviceName }).from(services).orderBy(asc(services.serviceName)),
    db.select({ id: languages.id, language: languages.language }).from(languages).orderBy(sql`${languages.language} <> 'English'`, asc(languages.language)),
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
