import { describe, expect, it } from 'vitest';
import { foldText, orValues } from './text-match.ts';

describe('foldText', () => {
  it('folds case and Latin accents, precomposed or decomposed', () => {
    for (const text of ['Dubai', 'DUBAI', 'DÜBAI', 'Dubaï', 'dúbài', 'Du\u0308bai']) expect(foldText(text), text).toBe('dubai');
    expect(foldText('Bengalūru')).toBe('bengaluru');
    expect(foldText('ŁÓDŹ')).toBe('lodz');
    expect(foldText('Øresund')).toBe('oresund');
  });

  it('folds Arabic letter forms and drops short vowels and tatweel', () => {
    expect(foldText('دُبَيّ')).toBe(foldText('دبي'));
    expect(foldText('أبوظبي')).toBe(foldText('ابوظبي'));
    expect(foldText('مكـــة')).toBe(foldText('مكه'));
  });

  it('leaves LIKE wildcards, digits and other scripts as they are', () => {
    expect(foldText('Al_Barsha 50%')).toBe('al_barsha 50%');
    expect(foldText('दुबई')).toBe('दुबई');
  });
});

describe('orValues', () => {
  it('splits a comma list, honouring FHIR escapes', () => {
    expect(orValues('dub,kol')).toEqual(['dub', 'kol']);
    expect(orValues('a\\,b,c')).toEqual(['a,b', 'c']);
    expect(orValues('a\\\\,b')).toEqual(['a\\', 'b']);
    expect(orValues('back\\slash')).toEqual(['back\\slash']);
    expect(orValues(' dub , ,')).toEqual(['dub']);
    expect(orValues(',')).toEqual([]);
  });
});
