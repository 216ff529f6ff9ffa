import { describe, expect, it } from 'vitest';
import { addressLine, addressParts } from './address.ts';

describe('addressLine (issue 38: one rule for every address)', () => {
  it('keeps the parts with text, trimmed, in order', () => {
    expect(addressLine(['Medcare Clinic', ' 12 Al Wasl Rd ', '', null, 'Dubai', undefined, 'United Arab Emirates'])).toBe('Medcare Clinic, 12 Al Wasl Rd, Dubai, United Arab Emirates');
  });
  it("writes a state named like its city once ('Dubai, Dubai'), whatever the case", () => {
    expect(addressLine(['Building 4', 'Dubai', 'DUBAI', '00000', 'UAE'])).toBe('Building 4, Dubai, 00000, UAE');
    expect(addressParts(['Mumbai', 'Maharashtra', 'India'])).toEqual(['Mumbai', 'Maharashtra', 'India']);
  });
  it('answers an empty line for no parts', () => {
    expect(addressLine([])).toBe('');
    expect(addressLine([' ', null])).toBe('');
  });
});
