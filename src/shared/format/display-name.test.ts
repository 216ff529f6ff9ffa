import { describe, expect, it } from 'vitest';
import { capitalizeWords, displayName } from './display-name.ts';

describe('displayName', () => {
  it('replaces underscores with spaces and capitalises each word', () => {
    expect(displayName('john_doe')).toBe('John Doe');
    expect(displayName('dr__ann  smith')).toBe('Dr Ann Smith');
  });

  it('is empty for missing names', () => {
    expect(displayName(null)).toBe('');
    expect(displayName(undefined)).toBe('');
  });

  it('keeps the rest of each word as written', () => {
    expect(capitalizeWords('mcDonald ENT')).toBe('McDonald ENT');
  });
});
