import { describe, expect, it } from 'vitest';
import { t } from '../../shared/i18n/format.ts';
import { filterGroups } from './filter-options.ts';

const languages = [
  { id: 1, language: 'English' },
  { id: 2, language: 'Arabic' },
  { id: 3, language: 'Hindi' },
  { id: 4, language: 'Urdu' },
];

describe('filterGroups', () => {
  const groups = filterGroups((key, params) => t(key, params), languages);
  const group = (key: string) => groups.find((g) => g.key === key)!;

  it('labels the options as the spec does (000 §9)', () => {
    expect(group('consultation').options).toEqual([
      { value: 'online', label: 'Virtual' },
      { value: 'offline', label: 'Doctor Visit' },
    ]);
    expect(group('experience').options.map((o) => o.label)).toEqual(['0-5 Years', '6-10 Years', '11-16 Years', '16+ Years']);
    expect(group('availability').options.map((o) => [o.value, o.label])).toEqual([
      ['0', 'Today'],
      ['1', 'Tomorrow'],
      ['7', 'Next 7 Days'],
      ['15', 'Next 15 Days'],
      ['25', 'Next 25 Days'],
    ]);
  });

  it("shows 3 of the longer groups before 'More'", () => {
    expect(group('availability').visible).toBe(3);
    expect(group('fees').visible).toBe(3);
    expect(group('ratings').visible).toBe(3);
    expect(group('languages').visible).toBe(3);
    expect(group('languages').options).toHaveLength(4);
  });

  it('leaves out the language group until the languages are known', () => {
    expect(filterGroups((key, params) => t(key, params), []).some((g) => g.key === 'languages')).toBe(false);
  });
});
