import { describe, expect, it } from 'vitest';
import { greetingNames } from './account-labels.ts';

describe('greetingNames', () => {
  it('uses the names when present', () => {
    expect(greetingNames({ first_name: 'Amal', last_name: 'Rahman' }, 'User')).toEqual({ first: 'Amal', last: 'Rahman' });
  });
  it('falls back to User and an empty last name', () => {
    expect(greetingNames({ first_name: null, last_name: null }, 'User')).toEqual({ first: 'User', last: '' });
    expect(greetingNames({ first_name: '  ', last_name: 'X' }, 'User')).toEqual({ first: 'User', last: 'X' });
  });
});

