import { Batch, maxId, type Exec } from './bulk.ts';
import { languageNames, serviceNames, specialityDefs } from './data/specialities.ts';
import { slugify } from '../../../src/shared/format/slug.ts';
import { specialityDescription } from './speciality-copy.ts';
import type { SeededSpeciality } from './seeded-speciality.ts';

export type { SeededSpeciality } from './seeded-speciality.ts';

export interface Catalog {
  specialities: SeededSpeciality[];
  bySlug: Map<string, SeededSpeciality>;
  serviceIds: Map<string, number>;
  languageIds: Map<string, number>;
}

/** Specialities (with icons and listing copy), their specializations, services and languages. */
export async function insertCatalog(db: Exec): Promise<Catalog> {
  const serviceIds = new Map<string, number>();
  const services = new Batch('services', [['id', 'int4'], ['service_name', 'text'], ['slug', 'text']]);
  let serviceId = await maxId(db, 'services');
  for (const name of serviceNames) {
    serviceIds.set(name, ++serviceId);
    services.add(serviceId, name, slugify(name));
  }

  const languageIds = new Map<string, number>();
  const languages = new Batch('languages', [['id', 'int4'], ['language', 'text']]);
  let languageId = await maxId(db, 'languages');
  for (const name of languageNames) {
    languageIds.set(name, ++languageId);
    languages.add(languageId, name);
  }

  const specialities = new Batch('specialities', [
    ['id', 'int4'], ['slug', 'text'], ['speciality', 'text'], ['speciality_icon', 'text'], ['sort_order', 'int4'], ['description', 'text'],
  ]);
  const specializations = new Batch('specializations', [['id', 'int4'], ['speciality_id', 'int4'], ['specialization', 'text'], ['slug', 'text']]);
  let specialityId = await maxId(db, 'specialities');
  let specializationId = await maxId(db, 'specializations');
  const seeded: SeededSpeciality[] = [];
  specialityDefs.forEach((def, order) => {
    const id = ++specialityId;
    specialities.add(id, def.slug, def.name, `/media/specialities/${def.slug}.svg`, order + 1, specialityDescription(def));
    const specializationIds = def.specializations.map((name) => {
      specializations.add(++specializationId, id, name, slugify(name));
      return specializationId;
    });
    const ids = def.services.map((name) => serviceIds.get(name) as number);
    seeded.push({ id, def, specializationIds, serviceIds: ids });
  });

  for (const batch of [services, languages, specialities, specializations]) await batch.flush(db);
  return { specialities: seeded, bySlug: new Map(seeded.map((s) => [s.def.slug, s])), serviceIds, languageIds };
}
