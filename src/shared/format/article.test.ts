import { describe, expect, it } from 'vitest';
import { indefiniteArticle } from './article.ts';

describe('indefiniteArticle', () => {
  it('uses an before a vowel sound', () => {
    expect(indefiniteArticle('Ayurvedic Doctor')).toBe('an');
    expect(indefiniteArticle('Orthopaedic Surgeon')).toBe('an');
    expect(indefiniteArticle('ENT Specialist')).toBe('an');
    expect(indefiniteArticle('Emergency Medicine Specialist')).toBe('an');
  });
  it('uses a before a consonant sound', () => {
    expect(indefiniteArticle('Dentist')).toBe('a');
    expect(indefiniteArticle('Urologist')).toBe('a');
    expect(indefiniteArticle('Homeopath')).toBe('a');
    expect(indefiniteArticle('Cardiologist')).toBe('a');
  });
});
