import { describe, expect, it } from 'vitest';
import { capitalizeWords, displayName, splitFullName } from './display-name.ts';

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

describe('splitFullName (issue 38: one rule for client, server and social sign-in)', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitFullName('Ravi Kumar Sharma')).toEqual({ first: 'Ravi', last: 'Kumar Sharma' });
    expect(splitFullName('  Aisha   Khan ')).toEqual({ first: 'Aisha', last: 'Khan' });
  });
  it('answers null for what is missing', () => {
    expect(splitFullName('Madonna')).toEqual({ first: 'Madonna', last: null });
    expect(splitFullName('   ')).toEqual({ first: null, last: null });
    expect(splitFullName(null)).toEqual({ first: null, last: null });
  });
});
