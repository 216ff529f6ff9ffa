/**
 * The shape of a language's catalog names (names-ar.ts, names-hi.ts): the English name as stored in
 * the database → the name in that language. Read by the server (server/services/common/catalog-names.ts);
 * the web app shows what the API answers.
 */
export type NameGroup = 'specialities' | 'specializations' | 'services' | 'languages' | 'places';

export interface CatalogNames {
  specialities: Readonly<Record<string, string>>;
  specializations: Readonly<Record<string, string>>;
  services: Readonly<Record<string, string>>;
  languages: Readonly<Record<string, string>>;
  /** The demo cities, their states and countries (gazetteer names). */
  places: Readonly<Record<string, string>>;
  /** One sentence on what each speciality covers (the listing's description). */
  blurbs: Readonly<Record<string, string>>;
}
