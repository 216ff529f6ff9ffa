import { describe, expect, it } from 'vitest';
import { mergeVary } from './locale.ts';

describe('mergeVary', () => {
  it('adds the header once, whatever the list held', () => {
    expect(mergeVary(undefined, 'Accept-Language')).toBe('Accept-Language');
    expect(mergeVary('', 'Accept-Language')).toBe('Accept-Language');
    expect(mergeVary('Accept-Encoding', 'Accept-Language')).toBe('Accept-Encoding, Accept-Language');
    expect(mergeVary('Accept-Encoding, Accept-Language, X-Page-Locale', 'Accept-Language')).toBe('Accept-Encoding, Accept-Language, X-Page-Locale');
    expect(mergeVary('Accept-Language', 'Accept-Language')).toBe('Accept-Language');
    expect(mergeVary('accept-encoding,accept-language', 'Accept-Language')).toBe('accept-encoding, accept-language');
    expect(mergeVary('X-Accept-Language', 'Accept-Language')).toBe('X-Accept-Language, Accept-Language');
    expect(mergeVary('*', 'Accept-Language')).toBe('*');
  });
});
