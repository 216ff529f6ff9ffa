/**
 * FHIR `string` search semantics (hl7.org/fhir/R4/search.html#string): a value matches a field
 * that starts with it, ignoring case and accents; `:exact` matches the whole field as written.
 * The fold is one character table applied by JS to the input and by SQL translate() to the column,
 * so both sides fold alike on PGlite and PostgreSQL (neither needs `unaccent`, nor depends on the
 * database's collation for lower()). City names given in Arabic or Hindi are looked up in the
 * catalog's place names (the database keeps the English name).
 */
import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { namesAr } from '../../../src/shared/i18n/names-ar.ts';
import { namesHi } from '../../../src/shared/i18n/names-hi.ts';
import { likeEscape } from '../common/like.ts';

/** Characters folded to another one: ASCII capitals, Latin letters with accents, Arabic letter variants. */
function foldPairs(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let code = 0x41; code <= 0x5a; code++) pairs.push([String.fromCharCode(code), String.fromCharCode(code + 32)]);
  // Latin-1 Supplement to Latin Extended-B: é, Ü, ā, ş, ǎ … → their base letter.
  for (let code = 0xc0; code <= 0x24f; code++) {
    const char = String.fromCharCode(code);
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (base !== char && /^[A-Za-z]$/.test(base)) pairs.push([char, base.toLowerCase()]);
  }
  // Letters with a stroke have no decomposition.
  for (const [from, to] of ['Øo', 'øo', 'Đd', 'đd', 'Łl', 'łl', 'Ħh', 'ħh', 'ıi', 'Ŧt', 'ŧt']) pairs.push([from!, to!]);
  // Arabic: hamza and madda forms of alef → alef, alef maqsura → ya, ta marbuta → ha.
  for (const [from, to] of ['أا', 'إا', 'آا', 'ٱا', 'ىي', 'ةه']) pairs.push([from!, to!]);
  return pairs;
}

/** Deleted: combining accents (decomposed text), Arabic short vowels and tatweel. */
const DELETED = [
  ...Array.from({ length: 0x36f - 0x300 + 1 }, (_, i) => String.fromCharCode(0x300 + i)),
  ...Array.from({ length: 0x652 - 0x64b + 1 }, (_, i) => String.fromCharCode(0x64b + i)),
  '\u0670',
  '\u0640',
].join('');

const PAIRS = foldPairs();
/** translate()'s arguments: characters of FROM past the length of TO are deleted. */
const FOLD_FROM = PAIRS.map(([from]) => from).join('') + DELETED;
const FOLD_TO = PAIRS.map(([, to]) => to).join('');
const FOLD_MAP = new Map(PAIRS);
const DELETED_SET = new Set(DELETED);

/** The folded form of a text: what the database compares for a string search. */
export function foldText(text: string): string {
  let out = '';
  for (const char of text.trim()) {
    if (DELETED_SET.has(char)) continue;
    out += FOLD_MAP.get(char) ?? char;
  }
  return out;
}

/** The same fold in SQL. */
export const foldSql = (column: SQLWrapper) => sql`translate(${column}, ${FOLD_FROM}, ${FOLD_TO})`;

/** English place names whose Arabic or Hindi name starts with `folded` (folded themselves). */
function catalogPlaces(folded: string): string[] {
  if (!folded) return [];
  const found = new Set<string>();
  for (const table of [namesAr.places, namesHi.places]) {
    for (const [english, local] of Object.entries(table)) if (foldText(local).startsWith(folded)) found.add(foldText(english));
  }
  return [...found];
}

/** Values of one parameter (R4 search.html#escaping): `a,b` is a or b; `\,` is a comma, `\\` a backslash. */
export function orValues(raw: string): string[] {
  const values: string[] = [];
  let current = '';
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]!;
    if (char === '\\' && i + 1 < raw.length && ',|$\\'.includes(raw[i + 1]!)) current += raw[++i];
    else if (char === ',') {
      values.push(current);
      current = '';
    } else current += char;
  }
  values.push(current);
  return values.map((value) => value.trim()).filter(Boolean);
}

/** One value: starts with it (folded), or with the English name of a catalog place whose Arabic or Hindi name does. */
function startsWith(column: SQLWrapper, value: string): SQL {
  const folded = foldText(value);
  // Nothing left once folded (only marks): nothing starts with it in a useful sense.
  if (!folded) return sql`false`;
  const prefixes = [folded, ...catalogPlaces(folded)].map((prefix) => `${likeEscape(prefix)}%`);
  return or(...prefixes.map((prefix) => sql`${foldSql(column)} like ${prefix}`))!;
}

/**
 * A FHIR string match of `column` against a parameter's value (a comma list is any of them): starts
 * with it ignoring case and accents; with `exact`, equal as written. LIKE wildcards match literally.
 */
export function stringMatch(column: SQLWrapper, raw: string, exact = false): SQL {
  const values = orValues(raw);
  if (!values.length) return sql`false`;
  return or(...values.map((value) => (exact ? sql`${column} = ${value}` : startsWith(column, value))))!;
}
