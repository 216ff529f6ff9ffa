/**
 * Completeness of the Arabic and Hindi catalogs (issue 18). Runs on every unit run (the types say the
 * same at compile time: each catalog is a full Record of the English keys).
 *
 * - every key of en.ts, en-server.ts and en-admin.ts exists in ar*.ts and hi*.ts, and no other key;
 * - no value is left in English: each holds a letter of its script (Arabic, Devanagari), except the
 *   reviewed brand names below and messages that are only placeholders and punctuation ('{count}/{max}');
 * - placeholders match the English ones exactly (ICU plural arguments count as placeholders; `#` is the count);
 * - every ICU plural parses and has its `other` form.
 */
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { enConsult } from './en-consult.ts';
import { enFamily } from './en-family.ts';
import { enServer } from './en-server.ts';
import { enAdmin } from './en-admin.ts';
import { ar } from './ar.ts';
import { arServer } from './ar-server.ts';
import { arAdmin } from './ar-admin.ts';
import { hi } from './hi.ts';
import { hiServer } from './hi-server.ts';
import { hiAdmin } from './hi-admin.ts';
import { parseMessage } from './icu.ts';

/** Brand and product names written the same in every language (reviewed: keep short). */
export const SAME_IN_EVERY_LANGUAGE = new Set(['MedBook', 'Google', 'Microsoft', 'WhatsApp', 'Facebook', 'Instagram', 'LinkedIn', 'YouTube', 'X']);

const SCRIPTS = { ar: /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/, hi: /[\u0900-\u097F]/ } as const;

type Catalog = Readonly<Record<string, string>>;
const pairs: Array<{ name: string; english: Catalog; ar: Catalog; hi: Catalog }> = [
  { name: 'en.ts', english: { ...en, ...enConsult, ...enFamily }, ar: ar as Catalog, hi: hi as Catalog },
  { name: 'en-server.ts', english: enServer, ar: arServer as Catalog, hi: hiServer as Catalog },
  { name: 'en-admin.ts', english: enAdmin, ar: arAdmin as Catalog, hi: hiAdmin as Catalog },
];

/** The argument names of a message: simple `{name}` and plural `{count, plural, …}` heads, recursively. */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: ReturnType<typeof parseMessage>) => {
    for (const node of nodes) {
      if (typeof node === 'string' || 'pound' in node) continue;
      names.add(node.arg);
      if ('options' in node) for (const branch of Object.values(node.options)) walk(branch);
    }
  };
  walk(parseMessage(message));
  return [...names].sort();
}

/** A message with words beyond placeholders and brand names ('{title} | MedBook' has none to translate). */
const needsTranslation = (english: string) =>
  english
    .replace(/\{\w+\}/g, ' ')
    .split(/[^\p{L}]+/u)
    .some((word) => word.length >= 2 && !SAME_IN_EVERY_LANGUAGE.has(word));

/**
 * Placeholders only English grammar needs: a translation may leave them out ('a'/'an' before the
 * practitioner, see format/article.ts); every other placeholder must be kept.
 */
const ENGLISH_ONLY_ARGUMENTS = new Set(['article']);

for (const locale of ['ar', 'hi'] as const) {
  describe(`the ${locale === 'ar' ? 'Arabic' : 'Hindi'} catalogs`, () => {
    for (const pair of pairs) {
      const translated = pair[locale];
      it(`have every key of ${pair.name}`, () => {
        expect(Object.keys(pair.english).filter((key) => !(key in translated))).toEqual([]);
      });

      it(`have no key ${pair.name} lacks`, () => {
        expect(Object.keys(translated).filter((key) => !(key in pair.english))).toEqual([]);
      });

      it(`leave nothing of ${pair.name} in English`, () => {
        const left = Object.entries(pair.english)
          .filter(([key, english]) => key in translated && needsTranslation(english) && !SCRIPTS[locale].test(translated[key]!))
          .map(([key]) => key);
        expect(left).toEqual([]);
      });

      it(`keep the placeholders of ${pair.name}, and their plurals parse`, () => {
        const wrong: string[] = [];
        for (const [key, value] of Object.entries(translated)) {
          const english = pair.english[key];
          if (english === undefined) continue;
          let names: string[];
          try {
            names = argumentsOf(value);
          } catch (error) {
            wrong.push(`${key}: ${(error as Error).message}`);
            continue;
          }
          const expected = argumentsOf(english).filter((name) => !ENGLISH_ONLY_ARGUMENTS.has(name) || names.includes(name));
          if (names.join() !== expected.join()) wrong.push(`${key}: {${names.join('}{')}} instead of {${expected.join('}{')}}`);
        }
        expect(wrong).toEqual([]);
      });
    }
  });
}

describe('the checks themselves', () => {
  it('read every English message', () => {
    const unreadable = pairs.flatMap((pair) =>
      Object.entries(pair.english).filter(([, value]) => {
        try {
          argumentsOf(value);
          return false;
        } catch {
          return true;
        }
      }),
    );
    expect(unreadable).toEqual([]);
  });

  it('see plural arguments and nested placeholders', () => {
    expect(argumentsOf('{count, plural, one {# يوم مع {doctor}} other {# أيام}} في {city}')).toEqual(['city', 'count', 'doctor']);
    expect(needsTranslation('{count}/{max}')).toBe(false);
    expect(needsTranslation('MedBook')).toBe(false);
    expect(needsTranslation('{title} | MedBook')).toBe(false);
    expect(needsTranslation('Open in OpenStreetMap')).toBe(true);
    expect(needsTranslation('Cancel')).toBe(true);
  });
});
