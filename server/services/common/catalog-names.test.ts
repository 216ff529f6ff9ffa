import { describe, expect, it } from 'vitest';
import { languageNames, serviceNames, specialityDefs } from '../../db/seed/data/specialities.ts';
import { demoCities } from '../../db/seed/data/places.ts';
import { namesAr } from '../../../src/shared/i18n/names-ar.ts';
import { namesHi } from '../../../src/shared/i18n/names-hi.ts';
import type { CatalogNames, NameGroup } from '../../../src/shared/i18n/names.ts';
import { englishName, localBlurb, localizeNames, localName } from './catalog-names.ts';

const seeded: Record<NameGroup | 'blurbs', string[]> = {
  specialities: specialityDefs.map((d) => d.name),
  blurbs: specialityDefs.map((d) => d.name),
  specializations: [...new Set(specialityDefs.flatMap((d) => d.specializations))],
  services: serviceNames,
  languages: [...languageNames],
  places: [...new Set(demoCities.flatMap((c) => [c.name, c.state, c.country]))],
};
const SCRIPT = { ar: /[\u0600-\u06FF]/, hi: /[\u0900-\u097F]/ };

describe('the translated catalog names', () => {
  for (const [locale, table] of [['ar', namesAr], ['hi', namesHi]] as Array<['ar' | 'hi', CatalogNames]>) {
    it(`name every seeded ${locale === 'ar' ? 'Arabic' : 'Hindi'} entry in its script, and nothing else`, () => {
      for (const [group, names] of Object.entries(seeded) as Array<[keyof CatalogNames, string[]]>) {
        expect(Object.keys(table[group]).sort(), group).toEqual([...names].sort());
        const untranslated = Object.entries(table[group]).filter(([, local]) => !SCRIPT[locale].test(local));
        expect(untranslated, group).toEqual([]);
      }
    });
  }

  it('translate names by field, leave ids, slugs and English answers alone, and keep unknown names', () => {
    const answer = {
      speciality: { id: 3, slug: 'cardiology', speciality: 'Cardiology' },
      speciality_name: 'cardiology',
      specializations: [{ id: 9, specialization: 'Interventional Cardiology' }],
      services: ['Chest Pain', 'Something a doctor typed'],
      spoken_languages: ['Arabic'],
      about_doctor: 'Cardiology',
      first_name: 'Dubai',
    };
    expect(localizeNames(answer, 'en')).toBe(answer);
    expect(localizeNames(answer, 'ar')).toEqual({
      speciality: { id: 3, slug: 'cardiology', speciality: namesAr.specialities['Cardiology'] },
      speciality_name: namesAr.specialities['Cardiology'],
      specializations: [{ id: 9, specialization: namesAr.specializations['Interventional Cardiology'] }],
      services: [namesAr.services['Chest Pain'], 'Something a doctor typed'],
      spoken_languages: [namesAr.languages['Arabic']],
      about_doctor: 'Cardiology',
      first_name: 'Dubai',
    });
    expect(answer.services[0]).toBe('Chest Pain');
  });

  it('map a name back to English from either language, and name a speciality\'s blurb by language', () => {
    expect(englishName('services', namesAr.services['Chest Pain']!)).toBe('Chest Pain');
    expect(englishName('languages', namesHi.languages['English']!)).toBe('English');
    expect(englishName('services', 'Unknown thing')).toBe('Unknown thing');
    expect(localName('places', 'dubai', 'hi')).toBe(namesHi.places['Dubai']);
    expect(localBlurb('Cardiology', 'en')).toBeUndefined();
    expect(localBlurb('cardiology', 'hi')).toBe(namesHi.blurbs['Cardiology']);
  });
});
