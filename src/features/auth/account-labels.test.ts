import { describe, expect, it } from 'vitest';
import { greetingNames, profileImageUrl } from './account-labels.ts';

describe('greetingNames', () => {
  it('uses the names when present', () => {
    expect(greetingNames({ first_name: 'Amal', last_name: 'Rahman' }, 'User')).toEqual({ first: 'Amal', last: 'Rahman' });
  });
  it('falls back to User and an empty last name', () => {
    expect(greetingNames({ first_name: null, last_name: null }, 'User')).toEqual({ first: 'User', last: '' });
    expect(greetingNames({ first_name: '  ', last_name: 'X' }, 'User')).toEqual({ first: 'User', last: 'X' });
  });
});

describe('profileImageUrl', () => {
  it('keeps absolute paths and URLs', () => {
    expect(profileImageUrl('/media/a.jpg')).toBe('/media/a.jpg');
    expect(profileImageUrl('https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
  });
  it('puts bare paths under /media', () => {
    expect(profileImageUrl('profile/a.jpg')).toBe('/media/profile/a.jpg');
  });
  it('is null when empty', () => {
    expect(profileImageUrl(null)).toBeNull();
    expect(profileImageUrl('')).toBeNull();
  });
});
