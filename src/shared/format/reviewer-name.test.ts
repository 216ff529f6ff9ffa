import { describe, expect, it } from 'vitest';
import { publicReviewerName } from './reviewer-name.ts';

describe('publicReviewerName', () => {
  it('keeps the first name and the initial of the last', () => {
    expect(publicReviewerName('Aisha Khan')).toBe('Aisha K.');
    expect(publicReviewerName('  Nadia  bint  Karim ')).toBe('Nadia K.');
    expect(publicReviewerName('Élodie émile')).toBe('Élodie É.');
  });

  it('shows a single name as is and nothing for no name', () => {
    expect(publicReviewerName('Rahul')).toBe('Rahul');
    expect(publicReviewerName('   ')).toBe('');
  });
});
