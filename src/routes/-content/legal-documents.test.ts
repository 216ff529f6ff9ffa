import { describe, expect, it } from 'vitest';
import { loadLegalDocument, type LegalName } from './legal-documents.ts';
import type { LegalDocument } from './legal-types.ts';

const SCRIPT = { ar: /[\u0600-\u06FF]/, hi: /[\u0900-\u097F]/ } as const;
const shape = (doc: LegalDocument) => doc.sections.map((s) => [s.paragraphs.length, s.items?.length ?? 0]);
const texts = (doc: LegalDocument) => [doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])])];

describe('the legal pages in Arabic and Hindi', () => {
  for (const name of ['privacy', 'terms'] as LegalName[]) {
    for (const locale of ['ar', 'hi'] as const) {
      it(`${name} in ${locale}: every section, paragraph and item of the English, each in its script, numbered alike`, async () => {
        const [english, translated] = await Promise.all([loadLegalDocument(name, 'en'), loadLegalDocument(name, locale)]);
        expect(shape(translated)).toEqual(shape(english));
        expect(texts(translated).filter((text) => !SCRIPT[locale].test(text))).toEqual([]);
        expect(translated.sections.map((s) => /^\d+\./.exec(s.heading)?.[0])).toEqual(english.sections.map((s) => /^\d+\./.exec(s.heading)?.[0]));
      });
    }
  }
});
